import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconDice5, IconFileImport } from "@tabler/icons-react";
import { Link } from "react-router";

interface ChooseWalletProps {
  generating: boolean;
  onGenerate: () => void;
}

/** New Wallet: generate a key pair in the browser, or import one the user already holds. */
export function ChooseWallet({ generating, onGenerate }: ChooseWalletProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
      <Card p="xl" radius="lg" bg="dark.6">
        <Stack gap="md" h="100%">
          <ThemeIcon size={44} radius="xl" variant="light">
            <IconDice5 size={24} />
          </ThemeIcon>
          <Title order={3}>Generate Random Wallet</Title>
          <Text c="dimmed" size="sm" style={{ flex: 1 }}>
            A new key pair is created in your browser and encrypted with your session password.
          </Text>
          <Button onClick={onGenerate} loading={generating}>
            Generate Random Wallet
          </Button>
        </Stack>
      </Card>
      <Card p="xl" radius="lg" bg="dark.6">
        <Stack gap="md" h="100%">
          <ThemeIcon size={44} radius="xl" variant="light" color="blue">
            <IconFileImport size={24} />
          </ThemeIcon>
          <Title order={3}>Import A Single Wallet</Title>
          <Text c="dimmed" size="sm" style={{ flex: 1 }}>
            Use the secret key or keystore file of an account you already hold. It never leaves this device.
          </Text>
          <Button component={Link} to="/importWallet" variant="light" disabled={generating}>
            Import A Single Wallet
          </Button>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}

import { Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconDice5, IconFileImport } from "@tabler/icons-react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/page-header";

export function NewWalletRoute() {
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <PageHeader
        title="New Wallet"
        subtitle="Create a fresh Stellar account or bring one you already own."
      />
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
            <Button disabled>Generate Random Wallet</Button>
          </Stack>
        </Card>
        <Card p="xl" radius="lg" bg="dark.6">
          <Stack gap="md" h="100%">
            <ThemeIcon size={44} radius="xl" variant="light" color="blue">
              <IconFileImport size={24} />
            </ThemeIcon>
            <Title order={3}>Import A Single Wallet</Title>
            <Text c="dimmed" size="sm" style={{ flex: 1 }}>
              Use the secret key of an account you already hold. It never leaves this device.
            </Text>
            <Button component={Link} to="/importWallet" variant="light">
              Import A Single Wallet
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

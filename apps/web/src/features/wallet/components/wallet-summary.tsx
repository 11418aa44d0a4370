import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconUser, IconWallet } from "@tabler/icons-react";
import { Link } from "react-router";

interface WalletSummaryProps {
  onOpenWallets: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={500}>
        {label}
      </Text>
      <Text fw={650} fz="lg" className="mono">
        {value}
      </Text>
    </Stack>
  );
}

/** The wallet header: name, change, USD and BTC balance, public key. Dashes until a wallet is selected. */
export function WalletSummary({ onOpenWallets }: WalletSummaryProps) {
  return (
    <Paper p="lg" radius="lg" bg="dark.6">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={500}>
            Wallet
          </Text>
          <Title order={2}>No wallet selected</Title>
          <Text size="sm" c="dimmed">
            Public key: —
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconWallet size={18} />} onClick={onOpenWallets}>
            My Wallets
          </Button>
          <Button component={Link} to="/profileScreen" variant="default" leftSection={<IconUser size={18} />}>
            Profile
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 3 }} mt="lg" spacing="md">
        <Figure label="Change" value="—" />
        <Figure label="Balance (USD)" value="—" />
        <Figure label="Balance (BTC)" value="—" />
      </SimpleGrid>
    </Paper>
  );
}

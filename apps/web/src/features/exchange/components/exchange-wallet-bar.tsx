import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconCopy } from "@tabler/icons-react";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} className="mono">
        {value}
      </Text>
    </Stack>
  );
}

/** The selected wallet, shown to logged-in traders above the trading area. */
export function ExchangeWalletBar() {
  return (
    <Paper px="md" py="sm" radius="md" bg="dark.6">
      <Group justify="space-between" gap="md">
        <Group gap="xl">
          <Figure label="Wallet" value="—" />
          <Figure label="Balance (USD)" value="—" />
          <Figure label="Balance (BTC)" value="—" />
        </Group>
        <Tooltip label="No wallet selected">
          <ActionIcon variant="default" size="lg" aria-label="Copy public key" disabled>
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

import { Button, CopyButton, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { formatAmount } from "@sextant/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useCatalogueState } from "../../catalogue";
import { coinRows, type TAccountSnapshot, walletTotals } from "../../ledger/sdk-free";
import { useWalletSession } from "../../session";
import { DEFAULT_WALLET_NAME, shortPublicKey, WALLET_CHANGE_DISPLAY } from "../lib/format";

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} className="mono" c={color} data-testid={`exchange-wallet-${label.toLowerCase()}`}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The selected wallet above the trading area (spec doc 1 §2): name, USD and BTC balance (BTC to 5 decimals), the
 * fixed '+3.65%' change and a copy button showing the key as first 2 and last 3 characters. Without the rates (the
 * API down before they ever arrived) the values stay '-' rather than a sum of zeros.
 */
export function ExchangeWalletBar({ snapshot }: { snapshot: TAccountSnapshot | null }) {
  const { selectedWallet } = useWalletSession();
  const publicKey = selectedWallet?.publicKey ?? null;
  const rates = useCatalogueState("USD").assets;
  const totals = snapshot && rates.length > 0 ? walletTotals(coinRows(snapshot, rates, rates)) : null;

  return (
    <Paper px="md" py="sm" radius="md" bg="dark.6">
      <Group justify="space-between" gap="md">
        <Group gap="xl">
          <Figure label="Wallet" value={selectedWallet?.name || DEFAULT_WALLET_NAME} />
          <Figure label="USD" value={totals ? `$${formatAmount(totals.usd, 2)}` : "-"} />
          <Figure label="BTC" value={totals ? formatAmount(totals.btc, 5) : "-"} />
          <Figure label="Change" value={WALLET_CHANGE_DISPLAY} color="teal.4" />
        </Group>
        {publicKey && (
          <CopyButton value={publicKey} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? "Copied!" : "Copy public key"} opened={copied || undefined}>
                <Button
                  variant="default"
                  size="sm"
                  className="mono"
                  onClick={copy}
                  aria-label="Copy public key"
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {copied ? "Copied!" : shortPublicKey(publicKey)}
                </Button>
              </Tooltip>
            )}
          </CopyButton>
        )}
      </Group>
    </Paper>
  );
}

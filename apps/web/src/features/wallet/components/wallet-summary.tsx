import { Button, Code, Flex, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconUser, IconWallet } from "@tabler/icons-react";
import { Link } from "react-router";
import type { TWalletTotals } from "../../ledger";
import { formatBtc, formatFiat, formatPercent, NO_VALUE } from "../lib/format";
import { CopyButton } from "./copy-button";

interface WalletSummaryProps {
  name: string;
  publicKey: string | null;
  /** null while the account or the rates are not known: the figures show '—'. */
  totals: TWalletTotals | null;
  /** The preference currency the value is shown in. */
  currency: string;
  onOpenWallets: () => void;
}

function Figure({
  label,
  value,
  color,
  testId,
}: {
  label: string;
  value: string;
  color?: string;
  testId: string;
}) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={500}>
        {label}
      </Text>
      <Text fw={650} fz="lg" className="mono" c={color} data-testid={`wallet-${testId}`}>
        {value}
      </Text>
    </Stack>
  );
}

/** The wallet header: name, 24 h change, the balance in the preference currency and in BTC, public key with copy, My Wallets. */
export function WalletSummary({ name, publicKey, totals, currency, onOpenWallets }: WalletSummaryProps) {
  const percent = totals?.percent ?? 0;
  return (
    <Paper p="lg" radius="lg" bg="dark.6">
      <Flex
        direction={{ base: "column", sm: "row" }}
        justify="space-between"
        align={{ base: "stretch", sm: "flex-start" }}
        gap="md"
      >
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={500}>
            Wallet
          </Text>
          <Title order={2}>{name || "No wallet selected"}</Title>
          {publicKey && (
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <Code style={{ wordBreak: "break-all" }} data-testid="public-key">
                {publicKey}
              </Code>
              <CopyButton value={publicKey} label="Copy public key" />
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          <Button variant="light" leftSection={<IconWallet size={18} />} onClick={onOpenWallets}>
            My Wallets
          </Button>
          <Button component={Link} to="/profileScreen" variant="default" leftSection={<IconUser size={18} />}>
            Profile
          </Button>
        </Group>
      </Flex>
      <SimpleGrid cols={3} mt="lg" spacing="md">
        <Figure
          label="Change"
          testId="change"
          value={totals ? formatPercent(percent) : NO_VALUE}
          color={percent > 0 ? "teal" : percent < 0 ? "red" : undefined}
        />
        <Figure
          label={currency}
          testId="value"
          value={totals ? formatFiat(totals.value, currency) : NO_VALUE}
        />
        <Figure label="BTC" testId="btc" value={totals ? formatBtc(totals.btc) : NO_VALUE} />
      </SimpleGrid>
    </Paper>
  );
}

import { Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { TCoinRow } from "../../ledger";
import { formatBtc, formatCoin, formatFiat, NO_VALUE } from "../lib/format";
import { CoinIcon } from "./coin-icon";

interface CoinCardsProps {
  rows: readonly TCoinRow[];
  currency: string;
  /** False while the rates are missing: values show '—'. */
  valued: boolean;
  onOpen: (row: TCoinRow, index: 0 | 1 | 2) => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" className="mono">
        {value}
      </Text>
    </Stack>
  );
}

/** The coin table on a phone: one card per asset with the same figures and actions. */
export function CoinCards({ rows, currency, valued, onOpen }: CoinCardsProps) {
  return (
    <Stack gap="sm">
      {rows.map((row) => (
        <Paper
          key={`${row.code}:${row.asset.issuer ?? ""}`}
          p="sm"
          radius="md"
          bg="dark.7"
          data-testid={`coin-card-${row.code}`}
        >
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Group gap="sm" wrap="nowrap" onClick={() => onOpen(row, 0)} style={{ cursor: "pointer" }}>
              <CoinIcon code={row.code} src={row.icon} color={row.displayColor} />
              <div>
                <Text fw={600} size="sm">
                  {row.code}
                </Text>
                <Text size="xs" c="dimmed">
                  {row.fullName}
                </Text>
              </div>
            </Group>
            <Text size="sm" className="mono">
              {valued ? formatFiat(row.currencyValue, currency) : NO_VALUE}
            </Text>
          </Group>
          <SimpleGrid cols={3} spacing="xs">
            <Figure label="Total" value={formatCoin(row.total)} />
            <Figure label="Available" value={formatCoin(row.available)} />
            <Figure label="BTC" value={valued ? formatBtc(row.btcValue).replace(" BTC", "") : NO_VALUE} />
          </SimpleGrid>
          <Group grow gap="xs" mt="sm">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onOpen(row, 1)}
              aria-label={`Send ${row.code}`}
            >
              Send
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onOpen(row, 2)}
              aria-label={`Receive ${row.code}`}
            >
              Receive
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

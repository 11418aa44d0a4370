import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import type { TTrade } from "@sextant/core";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { formatCrypto, formatFiat } from "../model/p2p-format";
import { tradeErrorMessage } from "./trade-errors";
import { listStatusLabel, statusLabelColor } from "./trade-progress";
import { useTradeList } from "./trade-queries";
import { useNow } from "./use-trade-live";

const EMPTY = {
  active: "No active trades at the moment.",
  history: "No past trades to show yet. Start a trade and check back here.",
} as const;

function TradeRow({ trade, now }: { trade: TTrade; now: number }) {
  const navigate = useNavigate();
  const label = listStatusLabel(trade, now);
  const side = trade.role.side === "seller" ? "Sell" : "Buy";
  return (
    <UnstyledButton
      onClick={() => navigate(`/transactionProgressScreen?tradeId=${trade.id}`, { state: { trade } })}
      aria-label={`Trade ${trade.id}`}
    >
      <Paper p="sm" radius="md" withBorder>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {side} {formatCrypto(trade.cryptoAmountToBuyer)} {trade.assetCode}
            </Text>
            <Text c="dimmed" size="xs">
              Trade {trade.id} · {formatFiat(trade.fiatTradeAmount, trade.p2pads.currency)} ·{" "}
              {new Date(trade.startTime).toLocaleString()}
            </Text>
          </Stack>
          <Badge color={statusLabelColor(label)} variant="light">
            {label}
          </Badge>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

/** One tab's trades, newest first, 10 a page with Show more; each row opens the trade. */
export function TradeList({ kind }: { kind: "active" | "history" }) {
  const now = useNow(kind === "active");
  const list = useTradeList(kind);
  if (list.isError && !list.data)
    return <ErrorState message={tradeErrorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  const trades = list.data.pages.flatMap((page) => page.trades);
  if (trades.length === 0) return <EmptyState message={EMPTY[kind]} />;
  return (
    <Stack gap="xs">
      {trades.map((trade) => (
        <TradeRow key={trade.id} trade={trade} now={now} />
      ))}
      {list.hasNextPage && (
        <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          Show more
        </Button>
      )}
    </Stack>
  );
}

import { Center, Loader, Table } from "@mantine/core";
import type { TPairOrientation, TTradeRow } from "@sextant/core";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { SectionCard } from "../../../components/section-card";
import type { TLoadable } from "../../ledger";

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString([], { hour12: false });
}

function TradesTable({ rows, pair }: { rows: TTradeRow[]; pair: TPairOrientation }) {
  if (rows.length === 0) return <EmptyState message="No Trades" />;
  return (
    <Table fz="xs" verticalSpacing={3} horizontalSpacing={6} withRowBorders={false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th c="dimmed" fw={500}>
            Price ({pair.base.code})
          </Table.Th>
          <Table.Th c="dimmed" fw={500} ta="right">
            Amount ({pair.counter.code})
          </Table.Th>
          <Table.Th c="dimmed" fw={500} ta="right">
            Time
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="recent-trade">
            <Table.Td c={row.buy ? "teal.4" : "red.4"} className="mono">
              {row.price}
            </Table.Td>
            <Table.Td className="mono" ta="right">
              {row.amount}
            </Table.Td>
            <Table.Td c="dimmed" ta="right" style={{ whiteSpace: "nowrap" }}>
              {timeOf(row.time)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The pair's latest trades, live from the trades stream, buys in green and sells in red. */
export function TradesPanel({
  pair,
  trades,
}: {
  pair: TPairOrientation | null;
  trades: TLoadable<TTradeRow[]>;
}) {
  let body: ReactNode;
  if (!pair) body = <EmptyState message="No trading pair selected" />;
  else if (trades.status === "loading") {
    body = (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  } else if (trades.status === "error")
    body = <ErrorState message={trades.message} onRetry={trades.retry} retryLabel="Retry" />;
  else body = <TradesTable rows={trades.data} pair={pair} />;
  return (
    <SectionCard title="Trades" h="100%" data-testid="trades-panel">
      {body}
    </SectionCard>
  );
}

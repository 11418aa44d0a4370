import { Table } from "@mantine/core";
import type { TPairOrientation, TTradeRow } from "@sextant/core";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";
import type { TLoadable } from "../../ledger/sdk-free";
import { formatClockTime } from "../lib/format";
import { PairPanelBody } from "./pair-panel-body";

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
              {formatClockTime(row.time)}
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
  return (
    <SectionCard title="Trades" h="100%" data-testid="trades-panel">
      <PairPanelBody pair={pair} data={trades}>
        {(rows, chosen) => <TradesTable rows={rows} pair={chosen} />}
      </PairPanelBody>
    </SectionCard>
  );
}

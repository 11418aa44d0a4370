import type { TPairOrientation, TTradeRow } from "@sextant/core";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";
import type { TLoadable } from "../../ledger/sdk-free";
import { formatClockTime } from "../lib/format";
import { PairPanelBody } from "./pair-panel-body";
import classes from "./panel-table.module.css";

function TradesTable({ rows, pair }: { rows: TTradeRow[]; pair: TPairOrientation }) {
  if (rows.length === 0) return <EmptyState message="No Trades" />;
  return (
    <table className={classes.table}>
      <thead>
        <tr>
          <th>Price ({pair.base.code})</th>
          <th className={classes.end}>Amount ({pair.counter.code})</th>
          <th className={classes.end}>Time</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-testid="recent-trade" className={classes.hover}>
            <td className={`${row.buy ? classes.buy : classes.sell} mono`}>{row.price}</td>
            <td className={`${classes.end} mono`}>{row.amount}</td>
            <td className={classes.time}>{formatClockTime(row.time)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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

import type { TMarketPair, TPairOrientation } from "@sextant/core";
import { useMarketData } from "../../market";
import { formatChange, formatStat } from "../lib/format";
import classes from "./stats-bar.module.css";

/** The market statistics of `pair` among all pairs; undefined when the market data does not list it. */
export function findMarketPair(
  pairs: readonly TMarketPair[],
  pair: TPairOrientation,
): TMarketPair | undefined {
  return pairs.find(
    (entry) =>
      entry.base === pair.base.code &&
      entry.baseIssuer === pair.base.issuer &&
      entry.counter === pair.counter.code &&
      entry.counterIssuer === pair.counter.issuer,
  );
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: "up" | "down" }) {
  return (
    <div className={classes.stat}>
      <p className={classes.label}>{label}</p>
      <p
        className={`${classes.value} mono${tone ? ` ${classes[tone]}` : ""}`}
        data-testid={`stat-${label.toLowerCase()}`}
      >
        {value}
      </p>
    </div>
  );
}

/** The 24 h statistics of the selected pair (spec §2): Change, Vol, Low, High, Open, Close. */
export function StatsBar({ pair }: { pair: TPairOrientation | null }) {
  const market = useMarketData();
  const stats = pair && market.data ? findMarketPair(market.data, pair) : undefined;
  const change = stats?.change ?? null;
  return (
    <div>
      <div className={classes.grid}>
        <Stat
          label="Change"
          value={formatChange(change)}
          tone={change === null || change === 0 ? undefined : change > 0 ? "up" : "down"}
        />
        <Stat label="Vol" value={formatStat(stats?.volume)} />
        <Stat label="Low" value={formatStat(stats?.low)} />
        <Stat label="High" value={formatStat(stats?.high)} />
        <Stat label="Open" value={formatStat(stats?.open)} />
        <Stat label="Close" value={formatStat(stats?.close)} />
      </div>
      {market.isError && !market.data && (
        <p className={classes.error}>Failed to load market data. Please try again.</p>
      )}
    </div>
  );
}

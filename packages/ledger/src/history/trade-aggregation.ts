import { formatAmount } from "../util/amount";
import { priceString } from "../util/price";
import type { JsonObject } from "./records";

/** A trade oriented to the requested pair: price = counter per base. */
export interface PairTrade {
  /** Ledger close time in ms. */
  timeMs: bigint;
  baseAmount: bigint;
  counterAmount: bigint;
  n: bigint;
  d: bigint;
}

export interface Bucket {
  timestamp: bigint;
  count: number;
  baseVolume: bigint;
  counterVolume: bigint;
  high: { n: bigint; d: bigint };
  low: { n: bigint; d: bigint };
  open: { n: bigint; d: bigint };
  close: { n: bigint; d: bigint };
}

export interface AggregationWindow {
  /** Adjusted start (inclusive) and end (exclusive), ms. */
  start: bigint;
  end: bigint;
  resolution: bigint;
  offset: bigint;
}

const MINUTE = 60_000n;
const less = (a: { n: bigint; d: bigint }, b: { n: bigint; d: bigint }) => a.n * b.d < b.n * a.d;

/** Horizon's rounding of the requested window to bucket boundaries. */
export function adjustWindow(start: bigint, end: bigint, resolution: bigint, offset: bigint) {
  const adjStart = start < offset ? offset : ceilDiv(start - offset, resolution) * resolution + offset;
  const adjEnd = ((end - offset) / resolution) * resolution + offset;
  return { start: adjStart, end: adjEnd };
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b;
}

/**
 * Buckets trades (in execution order) the way Horizon does: each trade is first placed in its minute, the
 * minute in its bucket `⌊(minute − offset) / resolution⌋ · resolution + offset`. Only buckets with trades.
 */
export function aggregateTrades(trades: PairTrade[], w: AggregationWindow): Bucket[] {
  const buckets = new Map<bigint, Bucket>();
  for (const t of trades) {
    const minute = (t.timeMs / MINUTE) * MINUTE;
    if (minute < w.start || minute >= w.end) continue;
    const ts = ((minute - w.offset) / w.resolution) * w.resolution + w.offset;
    const price = { n: t.n, d: t.d };
    const b = buckets.get(ts);
    if (!b) {
      buckets.set(ts, {
        timestamp: ts,
        count: 1,
        baseVolume: t.baseAmount,
        counterVolume: t.counterAmount,
        high: price,
        low: price,
        open: price,
        close: price,
      });
      continue;
    }
    b.count += 1;
    b.baseVolume += t.baseAmount;
    b.counterVolume += t.counterAmount;
    if (less(b.high, price)) b.high = price;
    if (less(price, b.low)) b.low = price;
    b.close = price;
  }
  return [...buckets.values()].sort((a, b) => (a.timestamp < b.timestamp ? -1 : 1));
}

const ratio = (p: { n: bigint; d: bigint }) => ({ n: p.n.toString(), d: p.d.toString() });

export function renderBucket(b: Bucket): JsonObject {
  return {
    timestamp: b.timestamp.toString(),
    trade_count: String(b.count),
    base_volume: formatAmount(b.baseVolume),
    counter_volume: formatAmount(b.counterVolume),
    avg: priceString(b.counterVolume, b.baseVolume),
    high: priceString(b.high.n, b.high.d),
    high_r: ratio(b.high),
    low: priceString(b.low.n, b.low.d),
    low_r: ratio(b.low),
    open: priceString(b.open.n, b.open.d),
    open_r: ratio(b.open),
    close: priceString(b.close.n, b.close.d),
    close_r: ratio(b.close),
  };
}

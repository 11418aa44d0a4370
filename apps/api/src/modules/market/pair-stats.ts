import { EMPTY_PAIR_STATS, fromStroops, type TPairStats } from "@sextant/core";
import { formatRatio, type PriceRatio, percentChange, ratioLess } from "./price-ratio";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** How far back a pair's last price is looked for (spec §9: the 24 h rate and pair change use 40 days). */
export const LOOKBACK_MS = 40 * DAY_MS;

/** One trade-aggregation bucket in the pair's orientation: prices base per counter, volume in base units. */
export interface PriceBucket {
  timestamp: number;
  open: PriceRatio;
  close: PriceRatio;
  high: PriceRatio;
  low: PriceRatio;
  baseVolume: bigint;
}

/** What the ledger says about a pair, read at `nowMs` (see `readPairHistory`). */
export interface PairHistory {
  nowMs: number;
  /** The pair's newest trade, if it ever traded. */
  lastTrade: { price: PriceRatio; timeMs: number } | undefined;
  /** Price of the last trade before the window start (within the 40-day lookback). */
  before: PriceRatio | undefined;
  /** Buckets covering the window, oldest first. */
  window: PriceBucket[];
}

/** Start of the rolling 24 h window: the start of the minute in which `now − 24 h` falls. */
export function windowStart(nowMs: number): number {
  return Math.floor((nowMs - DAY_MS) / MINUTE_MS) * MINUTE_MS;
}

/**
 * A pair's rolling 24-hour statistics, exact to the stroop (prices in base units per counter unit, 7 decimals).
 * The ledger places every trade in its minute, so the window is minute-grained: it holds the trades of the
 * minutes from `windowStart(now)` (the minute of now − 24 h) up to now.
 *
 * - `close`: the last traded price (the last trade of the window, else the last one before it).
 * - `open`: the price of the first trade in the window; without a trade in the window, the last price before it.
 * - `closePrev`: the last traded price before the window start, looked for 40 days back; null when none.
 * - `high` / `low`: the highest / lowest trade price in the window, `open` included (so a quiet window shows
 *   the last price for all four prices).
 * - `volume`: the base-asset volume of the trades in the window ("0.0000000" when quiet).
 * - `change`: (close − closePrev) / closePrev × 100, 6 decimals; null when closePrev is null (or 0).
 * - A pair with no trade in the last 40 days has every statistic null (the UI shows dashes).
 */
export function computePairStats(history: PairHistory): TPairStats {
  const { lastTrade, before, window } = history;
  const lastTradeAt = lastTrade ? new Date(lastTrade.timeMs).toISOString() : null;
  if (!lastTrade || lastTrade.timeMs < history.nowMs - LOOKBACK_MS)
    return { ...EMPTY_PAIR_STATS, lastTradeAt };

  const first = window[0];
  const last = window.at(-1);
  if (!first || !last) {
    const price = before ?? lastTrade.price;
    const text = formatRatio(price);
    return {
      open: text,
      close: text,
      closePrev: before ? text : null,
      high: text,
      low: text,
      volume: fromStroops(0n),
      change: percentChange(price, before),
      lastTradeAt,
    };
  }

  let high = first.open;
  let low = first.open;
  let volume = 0n;
  for (const bucket of window) {
    if (ratioLess(high, bucket.high)) high = bucket.high;
    if (ratioLess(bucket.low, low)) low = bucket.low;
    volume += bucket.baseVolume;
  }
  return {
    open: formatRatio(first.open),
    close: formatRatio(last.close),
    closePrev: before ? formatRatio(before) : null,
    high: formatRatio(high),
    low: formatRatio(low),
    volume: fromStroops(volume),
    change: percentChange(last.close, before),
    lastTradeAt,
  };
}

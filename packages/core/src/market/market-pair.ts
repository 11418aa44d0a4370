import type { TMarketConfigEntry, TMarketPair } from "../contracts/market/market-data";
import { pairOrientation } from "./pairs";

/** The statistics part of a market pair: every figure null until the pair has traded. */
export type TPairStats = Pick<
  TMarketPair,
  "open" | "close" | "closePrev" | "high" | "low" | "volume" | "change" | "lastTradeAt"
>;

export const EMPTY_PAIR_STATS: TPairStats = {
  open: null,
  close: null,
  closePrev: null,
  high: null,
  low: null,
  volume: null,
  change: null,
  lastTradeAt: null,
};

/** A configured pair in its orientation with the given statistics (none: the placeholder row's dashes). */
export function marketPairOf(entry: TMarketConfigEntry, stats: TPairStats = EMPTY_PAIR_STATS): TMarketPair {
  const { base, counter } = pairOrientation(entry);
  return {
    base: base.code,
    baseIssuer: base.issuer,
    counter: counter.code,
    counterIssuer: counter.issuer,
    marketCoinCode: entry.marketCoinCode,
    toCoinCode: entry.toCoinCode,
    ...stats,
    showOnTop: entry.showOnTop,
    orderId: entry.orderId,
  };
}

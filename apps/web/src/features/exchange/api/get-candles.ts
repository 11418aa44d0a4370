import type { TPairOrientation } from "@sextant/core";
import { assetQuery, horizonRecords } from "../../ledger/sdk-free";

/** Daily candles (spec §7): one-day resolution, 30 days back, at most 200 buckets. */
export const CANDLE_RESOLUTION_MS = 86_400_000;
export const CANDLE_DAYS = 30;
export const CANDLE_LIMIT = 200;

/** The fields of a trade aggregation bucket the chart reads. */
export interface TTradeAggregation {
  timestamp: number | string;
  open: string;
  high: string;
  low: string;
  close: string;
  avg: string;
  base_volume: string;
}

/**
 * GET /trade_aggregations for the last 30 days. Aggregated with the listed coin as Horizon's base, so the prices
 * come in market-coin units per listed-coin unit, the pair's own orientation.
 */
export async function getCandles(
  horizonUrl: string,
  pair: TPairOrientation,
  now = Date.now(),
): Promise<TTradeAggregation[]> {
  const end = Math.ceil(now / CANDLE_RESOLUTION_MS) * CANDLE_RESOLUTION_MS;
  const start = end - CANDLE_DAYS * CANDLE_RESOLUTION_MS;
  return horizonRecords<TTradeAggregation>(horizonUrl, "/trade_aggregations", {
    ...assetQuery("base", pair.counter),
    ...assetQuery("counter", pair.base),
    start_time: start,
    end_time: end,
    resolution: CANDLE_RESOLUTION_MS,
    offset: 0,
    limit: CANDLE_LIMIT,
  });
}

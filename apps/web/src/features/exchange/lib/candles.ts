import type { TTradeAggregation } from "../api/get-candles";

/** One daily candle as the chart draws it (numbers only for drawing; seconds since the epoch). */
export interface TCandlePoint {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/**
 * Trade aggregation buckets as chart candles, oldest first, skipping buckets whose average price or volume is not
 * above 0 (spec §5).
 */
export function candlePoints(records: readonly TTradeAggregation[]): TCandlePoint[] {
  return records
    .filter((record) => Number(record.avg) > 0 && Number(record.base_volume) > 0)
    .map((record) => ({
      time: Math.floor(Number(record.timestamp) / 1000),
      open: Number(record.open),
      high: Number(record.high),
      low: Number(record.low),
      close: Number(record.close),
    }))
    .filter(
      (point) =>
        Number.isFinite(point.time) &&
        [point.open, point.high, point.low, point.close].every(Number.isFinite),
    )
    .sort((a, b) => a.time - b.time);
}

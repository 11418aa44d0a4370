import { describe, expect, it } from "vitest";
import { computePairStats, DAY_MS, HOUR_MS, type PriceBucket, windowStart } from "./pair-stats";

const price = (n: bigint, d = 1n) => ({ n, d });
const bucket = (
  timestamp: number,
  prices: [bigint, bigint, bigint, bigint],
  baseVolume: bigint,
): PriceBucket => ({
  timestamp,
  open: price(prices[0]),
  high: price(prices[1]),
  low: price(prices[2]),
  close: price(prices[3]),
  baseVolume,
});

describe("rolling 24 h statistics", () => {
  const nowMs = Date.UTC(2026, 0, 10, 12, 30, 45);

  it("starts the window at the minute of now − 24 h", () => {
    expect(windowStart(nowMs)).toBe(Date.UTC(2026, 0, 9, 12, 30, 0));
  });

  it("takes open from the first bucket, close from the last, extremes and volume over all of them", () => {
    const stats = computePairStats({
      nowMs,
      lastTrade: { price: price(4n), timeMs: nowMs - HOUR_MS },
      before: price(5n),
      window: [
        bucket(nowMs - 20 * HOUR_MS, [6n, 9n, 6n, 7n], 30_000_000n),
        bucket(nowMs - 2 * HOUR_MS, [7n, 8n, 3n, 4n], 12_000_000n),
      ],
    });
    expect(stats).toEqual({
      open: "6.0000000",
      close: "4.0000000",
      closePrev: "5.0000000",
      high: "9.0000000",
      low: "3.0000000",
      volume: "4.2000000",
      change: -20,
      lastTradeAt: new Date(nowMs - HOUR_MS).toISOString(),
    });
  });

  it("has no change without a previous close, and only nulls after 40 quiet days", () => {
    const fresh = computePairStats({
      nowMs,
      lastTrade: { price: price(2n), timeMs: nowMs },
      before: undefined,
      window: [bucket(nowMs, [2n, 2n, 2n, 2n], 10_000_000n)],
    });
    expect(fresh).toMatchObject({ closePrev: null, change: null, close: "2.0000000" });

    const stale = computePairStats({
      nowMs,
      lastTrade: { price: price(2n), timeMs: nowMs - 41 * DAY_MS },
      before: undefined,
      window: [],
    });
    expect(stale).toMatchObject({
      open: null,
      close: null,
      high: null,
      low: null,
      volume: null,
      change: null,
    });
    expect(stale.lastTradeAt).toBe(new Date(nowMs - 41 * DAY_MS).toISOString());
    expect(computePairStats({ nowMs, lastTrade: undefined, before: undefined, window: [] }).close).toBeNull();
  });
});

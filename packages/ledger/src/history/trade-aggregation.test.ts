import { describe, expect, it } from "vitest";
import { adjustWindow, aggregateTrades, type PairTrade, renderBucket } from "./trade-aggregation";

const HOUR = 3_600_000n;
const trade = (timeMs: bigint, base: bigint, counter: bigint, n: bigint, d: bigint): PairTrade => ({
  timeMs,
  baseAmount: base,
  counterAmount: counter,
  n,
  d,
});

describe("adjustWindow", () => {
  it("rounds the start up and the end down to bucket boundaries after the offset", () => {
    // start 90 min, offset 1 h, resolution 1 h: ceil((90 − 60) / 60) · 60 + 60 = 120 min.
    expect(adjustWindow(90n * 60_000n, 10n * HOUR + 1n, HOUR, HOUR)).toEqual({
      start: 2n * HOUR,
      end: 10n * HOUR,
    });
    expect(adjustWindow(0n, HOUR, HOUR, 2n * HOUR).start).toBe(2n * HOUR);
  });
});

describe("aggregateTrades", () => {
  it("buckets by minute then resolution, with open/close in order and high/low by value", () => {
    const w = { start: 0n, end: 10n * HOUR, resolution: HOUR, offset: 0n };
    const buckets = aggregateTrades(
      [
        trade(60_000n + 59_999n, 10n, 20n, 2n, 1n),
        trade(30n * 60_000n, 10n, 30n, 3n, 1n),
        trade(59n * 60_000n, 20n, 20n, 1n, 1n),
        trade(HOUR + 5n, 5n, 5n, 1n, 1n),
      ],
      w,
    );
    expect(buckets.map((b) => b.timestamp)).toEqual([0n, HOUR]);
    const first = renderBucket(buckets[0] as NonNullable<(typeof buckets)[0]>);
    // avg = Σcounter / Σbase = 70 / 40 = 1.75
    expect(first).toMatchObject({ trade_count: "3", base_volume: "0.0000040", counter_volume: "0.0000070" });
    expect(first).toMatchObject({ avg: "1.7500000", high: "3.0000000", low: "1.0000000" });
    expect(first).toMatchObject({ open_r: { n: "2", d: "1" }, close_r: { n: "1", d: "1" } });
  });

  it("leaves out minutes outside [start, end)", () => {
    const w = { start: HOUR, end: 2n * HOUR, resolution: HOUR, offset: 0n };
    expect(aggregateTrades([trade(HOUR - 1n, 1n, 1n, 1n, 1n), trade(2n * HOUR, 1n, 1n, 1n, 1n)], w)).toEqual(
      [],
    );
  });
});

import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICE_RULE,
  decidePrice,
  marketFigure,
  type TMarketFigure,
  type TPriceBucket,
} from "./price-rule";

const HOUR = 3_600_000;
const NOW = 1_800_000_000_000;
const settings = { windowHours: 24, minVolumeUsd: 1000, maxDeviationPercent: 10, staleAfterMs: 168 * HOUR };
const fresh = { usd: 0.1, setAt: NOW - HOUR };
const old = { usd: 0.1, setAt: NOW - 200 * HOUR };
const market = (usd: number, volumeUsd: number): TMarketFigure => ({
  usd,
  volumeUsd,
  hours: 24,
  lastTradeAt: NOW - HOUR,
});

describe("market figure", () => {
  const bucket = (hour: number, baseVolume: number, usdVolume: number): TPriceBucket => ({
    at: NOW - hour * HOUR,
    baseVolume,
    usdVolume,
  });
  it("is undefined without trades", () => {
    expect(marketFigure([])).toBeUndefined();
    expect(marketFigure([bucket(1, 0, 0)])).toBeUndefined();
  });
  it("weighs volume within an hour and each traded hour alike", () => {
    // Hour 1: 10 units for $1 and 90 for $9 → $0.10; hour 2: $0.20. Mean of the hours: $0.15.
    const figure = marketFigure([bucket(2, 100, 20), bucket(1, 100, 10)]);
    expect(figure?.usd).toBeCloseTo(0.15);
    expect(figure).toMatchObject({ volumeUsd: 30, hours: 2, lastTradeAt: NOW - HOUR });
  });
  it("lets one hour of a huge trade weigh only as one hour", () => {
    const hours = Array.from({ length: 23 }, (_, hour) => bucket(hour + 2, 1000, 100));
    const figure = marketFigure([...hours, bucket(1, 0.0001, 10)]);
    // 23 hours at $0.10 and one at $100,000: the hour is 1/24 of the figure, and the deviation check still sees it.
    expect(figure?.usd).toBeCloseTo((23 * 0.1 + 100_000) / 24);
  });
});

describe("which price to use", () => {
  const cases: Array<{
    name: string;
    reference: { usd: number; setAt: number } | undefined;
    market: TMarketFigure | undefined;
    want: { usd: number; source: "market" | "reference"; stale: boolean; trusted: boolean };
    reason?: RegExp;
  }> = [
    {
      name: "a liquid market within the deviation",
      reference: fresh,
      market: market(0.105, 5000),
      want: { usd: 0.105, source: "market", stale: false, trusted: true },
    },
    {
      name: "a liquid market exactly at the deviation",
      reference: fresh,
      market: market(0.11, 5000),
      want: { usd: 0.11, source: "market", stale: false, trusted: true },
    },
    {
      name: "no market: the fresh reference",
      reference: fresh,
      market: undefined,
      want: { usd: 0.1, source: "reference", stale: false, trusted: true },
      reason: /No trades in the last 24 h/,
    },
    {
      name: "one tiny trade at $100,000 (thin market)",
      reference: fresh,
      market: market(100_000, 10),
      want: { usd: 0.1, source: "reference", stale: false, trusted: true },
      reason: /under the minimum \$1,000/,
    },
    {
      name: "a huge self-trade far from the reference",
      reference: fresh,
      market: market(100_000, 10_000_000),
      want: { usd: 0.1, source: "reference", stale: false, trusted: true },
      reason: /from the reference \(at most 10 %\)/,
    },
    {
      name: "a liquid market just past the deviation, downwards",
      reference: fresh,
      market: market(0.0899, 5000),
      want: { usd: 0.1, source: "reference", stale: false, trusted: true },
      reason: /10\.1 % from the reference/,
    },
    {
      name: "a stale reference and no market",
      reference: old,
      market: undefined,
      want: { usd: 0.1, source: "reference", stale: true, trusted: false },
      reason: /200 h old \(stale after 168 h\)/,
    },
    {
      name: "a stale reference and a manipulated market",
      reference: old,
      market: market(100_000, 10_000_000),
      want: { usd: 0.1, source: "reference", stale: true, trusted: false },
    },
    {
      name: "a stale reference but a liquid market that agrees with it",
      reference: old,
      market: market(0.102, 5000),
      want: { usd: 0.102, source: "market", stale: false, trusted: true },
    },
    {
      name: "no reference: nothing to check the market against",
      reference: undefined,
      market: market(0.1, 1_000_000),
      want: { usd: 0.1, source: "market", stale: true, trusted: false },
      reason: /No reference price/,
    },
    {
      name: "a zero reference counts as none",
      reference: { usd: 0, setAt: NOW },
      market: undefined,
      want: { usd: 0, source: "reference", stale: true, trusted: false },
    },
  ];
  for (const { name, reference, market: figure, want, reason } of cases) {
    it(name, () => {
      const decision = decidePrice({ reference, market: figure, now: NOW, settings });
      expect(decision).toMatchObject(want);
      if (reason) expect(decision.reason).toMatch(reason);
      else if (want.source === "market" && want.trusted) expect(decision.reason).toBeUndefined();
    });
  }
  it("dates a market price by its last traded hour and a reference by when it was set", () => {
    expect(decidePrice({ reference: fresh, market: market(0.1, 5000), now: NOW, settings }).updatedAt).toBe(
      NOW - HOUR,
    );
    expect(decidePrice({ reference: old, market: undefined, now: NOW, settings }).updatedAt).toBe(old.setAt);
  });
  it("has sensible defaults", () => {
    expect(DEFAULT_PRICE_RULE).toEqual({
      windowHours: 24,
      minVolumeUsd: 1000,
      maxDeviationPercent: 10,
      staleAfterMs: 168 * HOUR,
    });
  });
});

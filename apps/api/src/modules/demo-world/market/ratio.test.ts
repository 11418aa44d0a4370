import { describe, expect, it } from "vitest";
import { compare, decimalRatio, distancePpm, divide, invert, ledgerPrice, ratioOf, shiftPpm } from "./ratio";

describe("demo market ratios", () => {
  it("parses reference prices exactly, however many decimals", () => {
    expect(decimalRatio("0.0000000004")).toEqual({ num: 1n, den: 2_500_000_000n });
    expect(decimalRatio("85")).toEqual({ num: 85n, den: 1n });
    expect(() => decimalRatio("-1")).toThrow();
    expect(() => decimalRatio("0")).toThrow();
  });

  it("finds the closest ledger price within int32 and an optional denominator bound", () => {
    expect(ledgerPrice({ num: 5n, den: 35n })).toEqual({ n: 1, d: 7 });
    // XLM per KISHU: far below 1 / 2³¹ would not fit; this one does.
    expect(ledgerPrice(divide(decimalRatio("0.0000000004"), decimalRatio("0.35")))).toEqual({
      n: 1,
      d: 875_000_000,
    });
    expect(ledgerPrice(decimalRatio("0.00000000114285714"))).toEqual({ n: 1, d: 875_000_002 });
    // KISHU per XLM, above what an int32 holds: clamped to the largest numerator.
    expect(ledgerPrice({ num: 10n ** 12n, den: 1n })).toEqual({ n: 2_147_483_647, d: 1 });
    const pi = ledgerPrice({ num: 314_159_265_358_979n, den: 100_000_000_000_000n }, 1000n);
    expect(pi).toEqual({ n: 355, d: 113 });
    const bounded = ledgerPrice(decimalRatio("242.857142857"), 7n);
    expect(bounded).toEqual({ n: 1700, d: 7 });
  });

  it("moves and measures prices in parts per million", () => {
    const price = decimalRatio("3.0857");
    const up = shiftPpm(price, 2_500n);
    expect(distancePpm(up, price)).toBe(2_500n);
    expect(distancePpm(shiftPpm(price, -6_000n), price)).toBe(-6_000n);
    expect(compare(up, price)).toBe(1);
    expect(compare(invert(up), invert(price))).toBe(-1);
    expect(ratioOf({ n: "10", d: "4" })).toEqual({ num: 5n, den: 2n });
  });
});

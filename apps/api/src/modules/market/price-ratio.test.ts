import { describe, expect, it } from "vitest";
import { formatRatio, percentChange, ratioLess, readRatio } from "./price-ratio";

describe("price ratios", () => {
  it("reads Horizon's lower-case string and upper-case number fractions, else the decimal price", () => {
    expect(readRatio({ n: "11", d: "20" })).toEqual({ n: 11n, d: 20n });
    expect(readRatio({ N: 7, D: 3 })).toEqual({ n: 7n, d: 3n });
    expect(readRatio(undefined, "0.5500000")).toEqual({ n: 5_500_000n, d: 10_000_000n });
    expect(readRatio({ n: "0", d: "1" }, "0")).toBeUndefined();
    expect(readRatio(undefined, "abc")).toBeUndefined();
  });

  it("formats to 7 decimals rounding half up, and compares exactly", () => {
    expect(formatRatio({ n: 2n, d: 3n })).toBe("0.6666667");
    expect(formatRatio({ n: 1n, d: 3n })).toBe("0.3333333");
    expect(formatRatio({ n: 1000n, d: 1n })).toBe("1000.0000000");
    expect(ratioLess({ n: 1n, d: 3n }, { n: 3_333_334n, d: 10_000_000n })).toBe(true);
    expect(ratioLess({ n: 2n, d: 4n }, { n: 1n, d: 2n })).toBe(false);
  });

  it("gives the percent change to 6 decimals, null without a previous price", () => {
    expect(percentChange({ n: 11n, d: 20n }, { n: 1n, d: 2n })).toBe(10);
    expect(percentChange({ n: 3n, d: 2n }, { n: 5n, d: 2n })).toBe(-40);
    expect(percentChange({ n: 2n, d: 1n }, { n: 3n, d: 1n })).toBe(-33.333333);
    expect(percentChange({ n: 1n, d: 1n }, undefined)).toBeNull();
  });
});

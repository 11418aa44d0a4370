import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { formatPriceImpact, priceImpactBasisPoints, quoteRate, referenceSourceAmount } from "./price-impact";

const q = (source: string, destination: string) => ({
  source: toStroops(source),
  destination: toStroops(destination),
});

describe("priceImpactBasisPoints", () => {
  it("compares the quoted rate with the small-amount rate", () => {
    // Reference 1 → 2; quote 100 → 190: 5 % worse.
    expect(priceImpactBasisPoints(q("100", "190"), q("1", "2"))).toBe(500n);
    expect(priceImpactBasisPoints(q("100", "199.5"), q("1", "2"))).toBe(25n);
  });

  it("is 0 for an equal or better rate and for empty quotes", () => {
    expect(priceImpactBasisPoints(q("100", "200"), q("1", "2"))).toBe(0n);
    expect(priceImpactBasisPoints(q("100", "210"), q("1", "2"))).toBe(0n);
    expect(priceImpactBasisPoints(q("100", "190"), q("0", "0"))).toBe(0n);
  });

  it("formats with two decimals", () => {
    expect(formatPriceImpact(500n)).toBe("5.00");
    expect(formatPriceImpact(7n)).toBe("0.07");
  });
});

describe("referenceSourceAmount", () => {
  it("is a hundredth of the amount, at least 1,000 stroops, never above the amount", () => {
    expect(referenceSourceAmount(toStroops("100"))).toBe(toStroops("1"));
    expect(referenceSourceAmount(50_000n)).toBe(1000n);
    expect(referenceSourceAmount(500n)).toBe(500n);
  });
});

describe("quoteRate", () => {
  it("is destination per source, floored", () => {
    expect(quoteRate(q("3", "1"))).toBe("0.3333333");
    expect(quoteRate(q("2", "5"), 2)).toBe("2.50");
  });
});

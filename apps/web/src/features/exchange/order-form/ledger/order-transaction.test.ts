import { describe, expect, it } from "vitest";
import { marketSellMinimum } from "./order-transaction";

describe("marketSellMinimum", () => {
  it("is the worst price times the amount, rounded down to the stroop", () => {
    // 10 LEVELG at no less than 0.14187 XLM each
    expect(marketSellMinimum("0.14187000", 100_000_000n)).toBe(14_187_000n);
    // 3 units at 0.33333333 → 0.99999999 → 0.9999999
    expect(marketSellMinimum("0.33333333", 30_000_000n)).toBe(9_999_999n);
  });

  it("never asks for nothing: at least one stroop", () => {
    expect(marketSellMinimum("0.00000001", 1n)).toBe(1n);
    expect(marketSellMinimum("bad", 100n)).toBe(1n);
  });
});

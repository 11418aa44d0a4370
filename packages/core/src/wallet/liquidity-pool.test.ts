import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import {
  depositPriceBounds,
  depositShares,
  lessSlippage,
  linkedPoolAmount,
  type TPoolState,
  withdrawAmounts,
} from "./liquidity-pool";

const pool: TPoolState = {
  reserveA: toStroops("1000"),
  reserveB: toStroops("250"),
  totalShares: toStroops("500"),
};

describe("liquidity pool math", () => {
  it.each([
    ["10", "a", "2.5"],
    ["2.5", "b", "10"],
    ["0", "a", "0"],
    ["0.0000003", "a", "0"],
  ] as const)("links %s of side %s to %s of the other", (amount, side, expected) => {
    expect(linkedPoolAmount(pool, toStroops(amount), side)).toBe(toStroops(expected));
  });

  it("an empty pool links nothing", () => {
    expect(linkedPoolAmount({ reserveA: 0n, reserveB: 0n, totalShares: 0n }, 10n, "a")).toBe(0n);
  });

  it.each([
    ["10", "2.5", "5"],
    ["10", "5", "5"],
    ["20", "2.5", "5"],
    ["0", "1", "0"],
  ])("depositing at most %s A and %s B gives %s shares", (a, b, shares) => {
    expect(depositShares(pool, toStroops(a), toStroops(b))).toBe(toStroops(shares));
  });

  it("the first deposit into an empty pool gets the geometric mean", () => {
    expect(depositShares({ reserveA: 0n, reserveB: 0n, totalShares: 0n }, 400n, 100n)).toBe(200n);
  });

  it("withdrawing shares gives back each reserve's share, rounded down", () => {
    expect(withdrawAmounts(pool, toStroops("5"))).toEqual({ a: toStroops("10"), b: toStroops("2.5") });
    expect(withdrawAmounts(pool, 1n)).toEqual({ a: 2n, b: 0n });
    expect(withdrawAmounts(pool, 0n)).toEqual({ a: 0n, b: 0n });
  });

  it("the slippage lowers a minimum and widens the price bounds around the pool price", () => {
    expect(lessSlippage(toStroops("10"), 50n)).toBe(toStroops("9.95"));
    expect(depositPriceBounds(pool, 100n)).toEqual({ minPrice: "3.9600000", maxPrice: "4.0400000" });
    expect(depositPriceBounds({ reserveA: 3n, reserveB: 7n, totalShares: 1n }, 0n)).toEqual({
      minPrice: "0.4285714",
      maxPrice: "0.4285715",
    });
  });
});

import type { Asset } from "@stellar/stellar-sdk";
import type { DemoPair } from "./demo-pairs";
import { levelUsd, stroopsForUsd } from "./market-sizing";
import { invert, multiply, type Ratio } from "./ratio";

/**
 * A side of a pair's book from the maker's point of view: "ask" offers sell the counter (listed coin) for the
 * base, "bid" offers sell the base for the counter.
 */
export type BookSide = "ask" | "bid";

export const BOOK_SIDES: BookSide[] = ["ask", "bid"];

/** The assets an offer on `side` sells and buys. */
export function sideAssets(pair: DemoPair, side: BookSide): { selling: Asset; buying: Asset } {
  return side === "ask"
    ? { selling: pair.counter, buying: pair.base }
    : { selling: pair.base, buying: pair.counter };
}

/** The ledger price (buying units per selling unit) of an offer on `side` at a pair price. */
export function offerPriceOf(pairPrice: Ratio, side: BookSide): Ratio {
  return side === "ask" ? pairPrice : invert(pairPrice);
}

/** The pair price of an offer on `side` with the given ledger price. */
export function pairPriceOf(offerPrice: Ratio, side: BookSide): Ratio {
  return side === "ask" ? offerPrice : invert(offerPrice);
}

/** Stroops of the selling asset in one level on `side`, scaled by `scale` (e.g. 0.6–1.4 for variety). */
export function levelStroops(pair: DemoPair, side: BookSide, scale: Ratio = { num: 1n, den: 1n }): bigint {
  const usd = multiply(levelUsd(pair), scale);
  return stroopsForUsd(usd, side === "ask" ? pair.counterUsd : pair.baseUsd);
}

/** A random scale between `lowPercent` and `highPercent`, in whole percents. */
export function randomScale(lowPercent: number, highPercent: number): Ratio {
  const percent = lowPercent + Math.floor(Math.random() * (highPercent - lowPercent + 1));
  return { num: BigInt(percent), den: 100n };
}

import { fromStroops, STROOPS_PER_UNIT } from "@sextant/core";
import { NATIVE } from "../../catalogue/asset-definitions";
import { holdingStroops, POOL_SIDE_USD } from "./market-sizing";

/** The demo market's constant-product pools, each funded at the reference price ratio of its two assets. */
export const POOL_PAIRS: Array<[string, string]> = [
  ["XLM", "LEVELG"],
  ["XLM", "EURX"],
  ["LEVELG", "EURX"],
];

/**
 * Stroops of `code` the liquidity account receives: the first deposit into every pool holding it, plus a tenth
 * so a balance stays after the deposits (the seeding recognises a funded account by a balance above zero).
 */
export function liquidityHoldingStroops(code: string): bigint {
  const pools = BigInt(POOL_PAIRS.filter((pair) => pair.includes(code)).length);
  return (holdingStroops(code, POOL_SIDE_USD) * pools * 11n) / 10n;
}

/** Issued asset codes the liquidity account holds. */
export function liquidityAssetCodes(): string[] {
  return [...new Set(POOL_PAIRS.flat())].filter((code) => code !== NATIVE.code);
}

/** The liquidity account's XLM starting balance: its pool deposits plus reserves and fees. */
export function liquidityStartingBalance(): string {
  return fromStroops(liquidityHoldingStroops(NATIVE.code) + 100n * STROOPS_PER_UNIT);
}

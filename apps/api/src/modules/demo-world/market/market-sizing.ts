import { fromStroops, STROOPS_PER_UNIT } from "@sextant/core";
import { NATIVE } from "../../catalogue/asset-definitions";
import { supplyOf } from "../supply";
import type { DemoPair } from "./demo-pairs";
import { referenceUsdText, usdPriceOf } from "./demo-pairs";
import { compare, divide, multiply, type Ratio } from "./ratio";

/** USD worth of each traded asset the market maker and the taker each hold. */
export const TRADER_HOLDING_USD = 100_000n;
/** USD worth of each side of a liquidity pool's first deposit. */
export const POOL_SIDE_USD = 50_000n;
/** USD worth of one order-book level (or one back-dated trade) where holdings allow it. */
export const LEVEL_USD: Ratio = { num: 25n, den: 1n };
/** A level is at most this fraction of a trader's holding, so small supplies (KISHU) still fill every level. */
const LEVELS_PER_HOLDING = 80n;
/** Lumens kept on top of the traded holding for reserves and fees. */
const XLM_RESERVE_UNITS = 1_000n;

/** Stroops of an asset worth `usd` at its reference price (rounded down). */
export function stroopsForUsd(usd: Ratio, assetUsd: Ratio): bigint {
  const units = divide(usd, assetUsd);
  return (units.num * STROOPS_PER_UNIT) / units.den;
}

/** The asset's whole supply in stroops (the distribution account's holding); `undefined` for XLM. */
function supplyStroops(code: string): bigint | undefined {
  if (code === NATIVE.code) return undefined;
  return BigInt(supplyOf(referenceUsdText(code))) * STROOPS_PER_UNIT;
}

/**
 * Stroops of `code` an operator trading account receives for `usd` worth: the USD amount at the reference price,
 * capped at a quarter of the supply so the maker, the taker and the pools all fit in it.
 */
export function holdingStroops(code: string, usd: bigint): bigint {
  const wanted = stroopsForUsd({ num: usd, den: 1n }, usdPriceOf(code));
  const supply = supplyStroops(code);
  return supply !== undefined && wanted > supply / 4n ? supply / 4n : wanted;
}

/** A trading account's XLM starting balance (holding plus reserves), as an amount string. */
export function traderStartingBalance(): string {
  return fromStroops(holdingStroops(NATIVE.code, TRADER_HOLDING_USD) + XLM_RESERVE_UNITS * STROOPS_PER_UNIT);
}

/** USD worth of one level of a pair: LEVEL_USD, or less when a side's holding is small. */
export function levelUsd(pair: DemoPair): Ratio {
  let lot = LEVEL_USD;
  for (const [asset, usd] of [
    [pair.base, pair.baseUsd],
    [pair.counter, pair.counterUsd],
  ] as const) {
    const code = asset.isNative() ? NATIVE.code : asset.getCode();
    const holdingUsd = multiply(
      { num: holdingStroops(code, TRADER_HOLDING_USD), den: STROOPS_PER_UNIT * LEVELS_PER_HOLDING },
      usd,
    );
    if (compare(holdingUsd, lot) < 0) lot = holdingUsd;
  }
  return lot;
}

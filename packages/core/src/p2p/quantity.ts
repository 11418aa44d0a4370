import { toStroops } from "../amount";
import { BATTERY_USD, DEFAULT_MAX_USD, DEFAULT_MIN_USD, SELLER_MIN_USD } from "./constants";
import { divFixed, mulFixed } from "./fixed-point";

/** USD worth of an amount of an asset at its USD price (both at 7 places), rounded down. */
export function usdWorth(amount: bigint, usdPrice: bigint): bigint {
  return mulFixed(amount, usdPrice, "down");
}

/** The amount of an asset worth `usd` at its USD price; "up" for a floor a user must reach, "down" for a cap. */
export function amountForUsd(usd: bigint, usdPrice: bigint, rounding: "up" | "down"): bigint {
  return divFixed(usd, usdPrice, rounding);
}

/** Whether a LEVELG holding is worth the battery's 5 USD (spec §9); the holding is only read, never deducted. */
export function hasBattery(levelgBalance: bigint, levelgUsdPrice: bigint): boolean {
  return usdWorth(levelgBalance, levelgUsdPrice) >= toStroops(BATTERY_USD);
}

/** Whether a seller's minimum is worth at least 10 USD (spec §5, §9). */
export function meetsSellerMinimum(minQty: bigint, usdPrice: bigint): boolean {
  return usdWorth(minQty, usdPrice) >= toStroops(SELLER_MIN_USD);
}

export interface TAdLimits {
  minQty: bigint;
  maxQty: bigint;
  totalAmount: bigint;
}

/**
 * The limits of a basic ad (spec §9 'Quantity'): min 10 USD worth (rounded up, so it is never below 10 USD),
 * max 50 USD worth, the max capped by the seller's balance; the whole max is on offer.
 */
export function basicAdLimits(usdPrice: bigint, sellerBalance?: bigint): TAdLimits {
  const minQty = amountForUsd(toStroops(DEFAULT_MIN_USD), usdPrice, "up");
  let maxQty = amountForUsd(toStroops(DEFAULT_MAX_USD), usdPrice, "down");
  if (sellerBalance !== undefined && sellerBalance < maxQty) maxQty = sellerBalance;
  return { minQty, maxQty, totalAmount: maxQty };
}

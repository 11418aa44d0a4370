import { fromStroops } from "../amount";
import { PRICE_BAND_PERCENT } from "./constants";
import { divFixed, formatFixed, mulFixed, scaleFixed } from "./fixed-point";

/**
 * A country's reference price of an asset: its USD price (the ledger's own markets, through the price service)
 * times the country's USD exchange rate (units of the country's currency per USD). 7 places, rounded down.
 */
export function referencePrice(usdPrice: bigint, usdRate: bigint): bigint {
  return mulFixed(usdPrice, usdRate, "down");
}

export interface TPriceBand {
  /** The lowest allowed unit price: reference − 8 %, rounded up to 7 places so it never falls outside the band. */
  low: bigint;
  /** The highest allowed unit price: reference + 8 %, rounded down to 7 places. */
  high: bigint;
}

/** The allowed unit prices of an ad (spec §5, §9): within 8 % above or below the reference price, edges included. */
export function priceBand(reference: bigint): TPriceBand {
  const percent = BigInt(PRICE_BAND_PERCENT);
  return {
    low: scaleFixed(reference, 100n - percent, 100n, "up"),
    high: scaleFixed(reference, 100n + percent, 100n, "down"),
  };
}

export function isWithinBand(unitPrice: bigint, band: TPriceBand): boolean {
  return unitPrice >= band.low && unitPrice <= band.high;
}

/**
 * Places a price is shown with: 2 (ad prices, spec §9 'Decimals') or, for prices under 100, enough for 4
 * significant digits (0.3207, 0.05124), at most 7.
 */
export function priceDecimals(value: bigint): number {
  const digits = (value < 0n ? -value : value).toString().padStart(8, "0");
  const integerDigits = digits.length - 7;
  const whole = digits.slice(0, integerDigits).replace(/^0+/, "");
  if (whole.length > 0) return Math.max(2, 4 - whole.length);
  const leadingZeros = digits.slice(integerDigits).search(/[1-9]/);
  return Math.min(7, Math.max(2, (leadingZeros < 0 ? 7 : leadingZeros) + 4));
}

/** `value` rounded to `decimals` places, up or down (7-place fixed point in and out). */
export function roundToDecimals(value: bigint, decimals: number, rounding: "up" | "down"): bigint {
  const unit = 10n ** BigInt(7 - Math.min(7, decimals));
  return scaleFixed(value, 1n, unit, rounding) * unit;
}

/**
 * The band as the message and the form show it: rounded inward (the low edge up, the high edge down) to the
 * places of `priceDecimals`, so a price typed as shown always passes, trailing zeros dropped (at least 2 places);
 * the full 7 places when that would leave no price between them.
 */
export function formatBand(band: TPriceBand): { low: string; high: string } {
  const decimals = priceDecimals(band.low);
  const low = roundToDecimals(band.low, decimals, "up");
  const high = roundToDecimals(band.high, decimals, "down");
  if (low > high) return { low: formatFixed(band.low), high: formatFixed(band.high) };
  return { low: formatFixed(low), high: formatFixed(high) };
}

/**
 * The prices the price cards and a new ad start from (spec §9): the reference plus the spread percent for a
 * buyer, minus it for a seller. `spreadPercent` is a percentage at 7 places ("1.5" = 1.5 %).
 */
export function spreadPrices(
  reference: bigint,
  spreadPercent: bigint,
): { buyPrice: bigint; sellPrice: bigint } {
  const hundred = 100n * 10_000_000n;
  return {
    buyPrice: scaleFixed(reference, hundred + spreadPercent, hundred, "down"),
    sellPrice: scaleFixed(reference, hundred - spreadPercent, hundred, "up"),
  };
}

/** How far a unit price lies from the reference, in percent at 2 places ("-3.25"); what an ad stores as priceSpread. */
export function spreadOf(unitPrice: bigint, reference: bigint): string {
  if (reference <= 0n) return "0.00";
  const percent = divFixed((unitPrice - reference) * 100n, reference, unitPrice >= reference ? "down" : "up");
  const text = fromStroops(percent);
  return text.slice(0, text.indexOf(".") + 3);
}

import { AMOUNT_DECIMALS, fromStroops, STROOPS_PER_UNIT, toStroops } from "../amount";

/**
 * Decimal math for P2P prices and limits at the ledger's precision (7 places, as bigint "units of 10^-7"):
 * fiat prices, USD worths and crypto quantities are all compared exactly, never as floats.
 */
export type TRounding = "down" | "up";

/** a × b, both at 7 places, rounded as asked. */
export function mulFixed(a: bigint, b: bigint, rounding: TRounding = "down"): bigint {
  return divRound(a * b, STROOPS_PER_UNIT, rounding);
}

/** a ÷ b, both at 7 places, rounded as asked; b must be positive. */
export function divFixed(a: bigint, b: bigint, rounding: TRounding = "down"): bigint {
  if (b <= 0n) throw new RangeError("divisor must be positive");
  return divRound(a * STROOPS_PER_UNIT, b, rounding);
}

/** a × numerator ÷ denominator, rounded as asked (denominator positive). */
export function scaleFixed(a: bigint, numerator: bigint, denominator: bigint, rounding: TRounding): bigint {
  return divRound(a * numerator, denominator, rounding);
}

function divRound(n: bigint, d: bigint, rounding: TRounding): bigint {
  const q = n / d;
  const r = n % d;
  if (r === 0n) return q;
  // bigint division truncates toward zero; adjust for the sign when rounding away from it.
  if (rounding === "up") return n > 0n ? q + 1n : q;
  return n < 0n ? q - 1n : q;
}

/**
 * A decimal string or a finite number (a USD price from the price service) at 7 places, or undefined when it
 * is not one. Numbers are rounded to 7 places first; more places in a string are refused.
 */
export function parseFixed(value: string | number): bigint | undefined {
  try {
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return undefined;
      return toStroops(value.toFixed(AMOUNT_DECIMALS));
    }
    return toStroops(value);
  } catch {
    return undefined;
  }
}

/** A fixed value as a short decimal: trailing zeros dropped but at least `minDecimals` places ("0.3220", "108.00"). */
export function formatFixed(value: bigint, minDecimals = 2): string {
  const full = fromStroops(value);
  const [whole, fraction = ""] = full.split(".");
  let cut = fraction.replace(/0+$/, "");
  if (cut.length < minDecimals) cut = cut.padEnd(minDecimals, "0");
  return cut.length > 0 ? `${whole}.${cut}` : `${whole}`;
}

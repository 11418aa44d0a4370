import { fromStroops, toStroops } from "../amount";

/**
 * An anchor fee: a fixed part in the asset plus a percent of the amount (spec doc 2 §7 'Fee types'). Both are
 * decimal strings; the fee is computed on stroops and rounded up to the stroop, so the operator never charges
 * less than its published rate by rounding.
 */
export interface TAnchorFee {
  fixed: string;
  percent: string;
}

/** Percent as a fraction of 10^9 (percent strings have at most 7 decimals). */
function percentParts(percent: string): bigint {
  return toStroops(percent) * 100n;
}

export function anchorFeeStroops(amountStroops: bigint, fee: TAnchorFee): bigint {
  if (amountStroops <= 0n) return 0n;
  const fixed = toStroops(fee.fixed);
  const scaled = amountStroops * percentParts(fee.percent);
  const denominator = 100n * 10_000_000n * 100n;
  const percentPart = (scaled + denominator - 1n) / denominator;
  return fixed + percentPart;
}

export function anchorFee(amount: string, fee: TAnchorFee): string {
  return fromStroops(anchorFeeStroops(toStroops(amount), fee));
}

/** The fee text under the deposit address: 'fixed + percent' (spec doc 2 §2 Deposit). */
export function feeText(fee: TAnchorFee, code: string): string {
  return `${trim(fee.fixed)} ${code} + ${trim(fee.percent)}%`;
}

function trim(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

import { feeSettingStroops, operatorFee, PERCENT_DIVISOR } from "../fees/operator-fee";

/** The operator's swap fee settings of one asset (from `levelfee` of the asset-fee call). */
export interface TSwapFeeSettings {
  swapFeeFixed: string;
  swapFeePercent: string;
}

/** No operator fee: what a failed fee-settings call falls back to (spec §7). */
export const ZERO_SWAP_FEE: TSwapFeeSettings = { swapFeeFixed: "0", swapFeePercent: "0" };

/**
 * The operator's swap fee for an amount (spec §9): the fixed part plus the percent of the amount ("0.1" = 0.1 %),
 * rounded up to the next stroop; zero for an empty or zero amount. Damaged settings count as zero.
 *
 * The fee is ON TOP of the amount: the path payment sends the whole `amount`, and the fee is a separate payment
 * of the from-asset to the operator's fee account in the same transaction. That is why the spec's balance rule
 * reads 'Not enough balance.' when the balance is below amount plus fee. Amount and result in stroops.
 */
export function operatorSwapFee(amount: bigint, settings: TSwapFeeSettings): bigint {
  return operatorFee(amount, swapRule(settings));
}

function swapRule(settings: TSwapFeeSettings) {
  return { fixed: settings.swapFeeFixed, percent: settings.swapFeePercent };
}

/** What leaves the wallet in the from-asset: the amount sent into the path plus the operator's fee. */
export function swapTotal(amount: bigint, fee: bigint): bigint {
  return amount + fee;
}

/**
 * The largest amount whose total (amount plus its fee) fits in `available`: what the Max button fills in.
 * 0 when not even the fixed part of the fee fits.
 */
export function maxSwapAmount(available: bigint, settings: TSwapFeeSettings): bigint {
  const fixed = feeSettingStroops(settings.swapFeeFixed);
  const percent = feeSettingStroops(settings.swapFeePercent);
  if (available <= fixed) return 0n;
  // amount · (1 + p) ≤ available − fixed, then step down past the fee's rounding up.
  let amount = ((available - fixed) * PERCENT_DIVISOR) / (PERCENT_DIVISOR + percent);
  while (amount > 0n && swapTotal(amount, operatorSwapFee(amount, settings)) > available) amount -= 1n;
  return amount;
}

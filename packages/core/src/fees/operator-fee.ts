import { STROOPS_PER_UNIT, toStroops } from "../amount";

/** A fixed part and a percent ("0.1" = 0.1 %), as the operator's fee settings give them. */
export interface TFeeRule {
  fixed: string;
  percent: string;
}

/** A decimal setting in stroops; damaged or negative settings count as zero. */
export function feeSettingStroops(value: string): bigint {
  try {
    const stroops = toStroops(value);
    return stroops > 0n ? stroops : 0n;
  } catch {
    return 0n;
  }
}

/** 100 % in the stroop scale a percent setting is parsed with (a percent parsed as stroops is percent × 10^7). */
export const PERCENT_DIVISOR = 100n * STROOPS_PER_UNIT;

/**
 * Every operator fee (send, swap, exchange seller fee; spec §5 and §9): the fixed part plus the percent of the
 * amount, the percent part rounded up to the next stroop; zero for an empty or zero amount. Stroops in and out.
 */
export function operatorFee(amount: bigint, rule: TFeeRule): bigint {
  if (amount <= 0n) return 0n;
  const fixed = feeSettingStroops(rule.fixed);
  const percent = feeSettingStroops(rule.percent);
  return fixed + (amount * percent + PERCENT_DIVISOR - 1n) / PERCENT_DIVISOR;
}

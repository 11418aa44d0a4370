import { feeSettingStroops, operatorFee, PERCENT_DIVISOR, type TFeeRule } from "./fees/operator-fee";

/** How the operator's fee is paid: taken out of the amount (send) or paid on top of it (swap). */
export type TOperatorFeeMode = "deducted" | "onTop";

export interface TMaxAmountInput {
  /** Spendable balance of the asset in stroops, before any fee (for XLM already less the reserve). */
  available: bigint;
  /** Whether the asset is XLM: only then the network fee is paid from the same balance. */
  isNative: boolean;
  /** Network fee per operation in stroops (the chosen fee level). */
  feePerOperation: bigint;
  /** Operations of the transaction without the operator's fee payment (1 for a send or a swap). */
  operations: number;
  /** The operator's fee in the same asset; null when none is charged (no fee account, no settings). */
  operatorFee: TFeeRule | null;
  mode: TOperatorFeeMode;
}

/** Whether a rule charges anything on a positive amount (a fixed part, or a percent rounded up to a stroop). */
export function chargesFee(rule: TFeeRule | null): boolean {
  return rule !== null && (feeSettingStroops(rule.fixed) > 0n || feeSettingStroops(rule.percent) > 0n);
}

/** Operations of the transaction: the base ones plus the operator's fee payment when one is charged. */
export function transactionOperations(operations: number, rule: TFeeRule | null): number {
  return Math.max(1, operations) + (chargesFee(rule) ? 1 : 0);
}

/**
 * What the Max button fills in: exactly the largest amount the form then accepts. From the balance go the
 * network fee of every operation (the operator's fee payment is an operation of its own) when the asset is
 * XLM, and the operator's fee when it is paid on top of the amount in the same asset. A fee deducted from the
 * amount (a send) leaves the amount itself as the most that can leave. Never below 0.
 */
export function maxSendableAmount(input: TMaxAmountInput): bigint {
  const network = input.isNative
    ? input.feePerOperation * BigInt(transactionOperations(input.operations, input.operatorFee))
    : 0n;
  const budget = input.available - network;
  if (budget <= 0n) return 0n;
  const rule = input.operatorFee;
  if (input.mode === "deducted" || !chargesFee(rule) || rule === null) return budget;
  const fixed = feeSettingStroops(rule.fixed);
  const percent = feeSettingStroops(rule.percent);
  if (budget <= fixed) return 0n;
  // amount · (1 + p) ≤ budget − fixed, then step down past the fee's rounding up.
  let amount = ((budget - fixed) * PERCENT_DIVISOR) / (PERCENT_DIVISOR + percent);
  while (amount > 0n && amount + operatorFee(amount, rule) > budget) amount -= 1n;
  return amount;
}

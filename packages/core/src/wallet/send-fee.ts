import { operatorFee } from "../fees/operator-fee";

/** The operator's send fee settings of one asset (from `levelfee` of the asset-fee call). */
export interface TSendFeeSettings {
  sendBalanceFeeFixed: string;
  sendBalanceFeePercent: string;
}

/** No operator fee: what a failed fee-settings call falls back to (spec §7). */
export const ZERO_SEND_FEE: TSendFeeSettings = { sendBalanceFeeFixed: "0", sendBalanceFeePercent: "0" };

/**
 * The operator's send fee for an amount: the fixed part plus the percent of the amount, rounded up to the next
 * stroop. It is deducted from the amount (spec §9), so the recipient gets `amount − fee`. Damaged settings count
 * as zero. Amount and result in stroops.
 */
export function operatorSendFee(amount: bigint, settings: TSendFeeSettings): bigint {
  return operatorFee(amount, {
    fixed: settings.sendBalanceFeeFixed,
    percent: settings.sendBalanceFeePercent,
  });
}

/** 'Recipient Will Get': the amount less the operator's fee, never below zero. */
export function recipientWillGet(amount: bigint, fee: bigint): bigint {
  const rest = amount - fee;
  return rest > 0n ? rest : 0n;
}

/** The network fee of a transaction: the chosen fee level (stroops per operation) times its operations. */
export function networkFee(feePerOperation: string, operations: number): bigint {
  const perOperation = /^\d+$/.test(feePerOperation) ? BigInt(feePerOperation) : 100n;
  return perOperation * BigInt(Math.max(1, operations));
}

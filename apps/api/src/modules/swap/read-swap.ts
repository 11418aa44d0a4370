import { ErrorCode, fromStroops, toStroops } from "@sextant/core";
import { Horizon } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";
import { assetIdOfRecord } from "./asset-id";
import type { LedgerTransaction } from "./ledger-transaction";

/** The answer for a transaction another account made (recorded by it or not). */
export const NOT_YOUR_TRANSACTION = "This transaction was not made by your account.";

/** A swap as the ledger recorded it. Amounts are the ledger's 7-decimal strings. */
export interface LedgerSwap {
  fromAsset: string;
  toAsset: string;
  fromAmount: string;
  toAmount: string;
  /** The operator fee paid in the from-asset in the same transaction; "0.0000000" when there is none. */
  fee: string;
  createdAt: Date;
}

const OperationType = Horizon.HorizonApi.OperationResponseType;

type PathPaymentRecord =
  | Horizon.ServerApi.PathPaymentOperationRecord
  | Horizon.ServerApi.PathPaymentStrictSendOperationRecord;

function isPathPayment(record: Horizon.ServerApi.OperationRecord): record is PathPaymentRecord {
  return record.type === OperationType.pathPayment || record.type === OperationType.pathPaymentStrictSend;
}

/**
 * The swap a transaction made for `account`: it must have succeeded, be sourced by the account and contain a path
 * payment (strict send or strict receive) from the account. The amounts are the executed ones of the operation
 * record (`source_amount` sent, `amount` received); the fee is what the account paid to `feeAccount` in the
 * from-asset by payment operations of the same transaction.
 */
export function readSwap(ledgerTx: LedgerTransaction, account: string, feeAccount: string): LedgerSwap {
  const { transaction, operations } = ledgerTx;
  if (!transaction.successful) {
    throw new AppError(ErrorCode.ValidationFailed, "This transaction failed on the ledger.");
  }
  if (transaction.source_account !== account) {
    throw new AppError(ErrorCode.ValidationFailed, NOT_YOUR_TRANSACTION);
  }
  const swap = operations.find(
    (record): record is PathPaymentRecord => isPathPayment(record) && record.from === account,
  );
  if (!swap) {
    throw new AppError(ErrorCode.ValidationFailed, "This transaction contains no swap from your account.");
  }
  const fromAsset = assetIdOfRecord(swap.source_asset_type, swap.source_asset_code, swap.source_asset_issuer);
  let fee = 0n;
  for (const record of operations) {
    if (record.type !== OperationType.payment) continue;
    const payment = record as Horizon.ServerApi.PaymentOperationRecord;
    const asset = assetIdOfRecord(payment.asset_type, payment.asset_code, payment.asset_issuer);
    if (payment.from === account && payment.to === feeAccount && asset === fromAsset) {
      fee += toStroops(payment.amount);
    }
  }
  return {
    fromAsset,
    toAsset: assetIdOfRecord(swap.asset_type, swap.asset_code, swap.asset_issuer),
    fromAmount: fromStroops(toStroops(swap.source_amount)),
    toAmount: fromStroops(toStroops(swap.amount)),
    fee: fromStroops(fee),
    createdAt: new Date(transaction.created_at),
  };
}

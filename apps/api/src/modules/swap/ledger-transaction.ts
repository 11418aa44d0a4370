import { ErrorCode } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";

/** A transaction as Horizon shows it, with all its operation records in order. */
export interface LedgerTransaction {
  transaction: Horizon.ServerApi.TransactionRecord;
  operations: Horizon.ServerApi.OperationRecord[];
}

export const TRANSACTION_NOT_FOUND = "This transaction was not found on the ledger.";

/** Reads a transaction by hash, or `undefined` when the ledger does not know it. */
export async function findTransaction(
  horizon: Horizon.Server,
  hash: string,
): Promise<Horizon.ServerApi.TransactionRecord | undefined> {
  try {
    return await horizon.transactions().transaction(hash).call();
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * Re-reads a submitted transaction and its operations from Horizon (the API never trusts what a browser reports).
 * Unknown hash → 404 with a clear message.
 */
export async function loadLedgerTransaction(
  horizon: Horizon.Server,
  hash: string,
): Promise<LedgerTransaction> {
  const transaction = await findTransaction(horizon, hash);
  if (!transaction) throw new AppError(ErrorCode.NotFound, TRANSACTION_NOT_FOUND);
  // A transaction holds at most 100 operations, so one page of 200 has them all.
  const page = await horizon.operations().forTransaction(hash).limit(200).call();
  return { transaction, operations: page.records };
}

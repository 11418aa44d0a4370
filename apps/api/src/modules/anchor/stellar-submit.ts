import type { Horizon, Keypair, Transaction, xdr } from "@stellar/stellar-sdk";
import { Account, Memo, TransactionBuilder } from "@stellar/stellar-sdk";
import { isNotFound } from "../../ledger/horizon";
import { findTransaction } from "../swap/ledger-transaction";

/** Seconds a transaction the anchor signs stays valid; after that (by ledger time) it can never apply. */
export const SIGNED_VALID_SECONDS = 120;

export interface StellarContext {
  horizon: Horizon.Server;
  networkPassphrase: string;
}

/** Builds and signs a transaction of `source` with the given operations (one sequence number, 2 min bounds). */
export async function signOperations(
  context: StellarContext,
  source: Keypair,
  operations: xdr.Operation[],
  memo?: string,
): Promise<Transaction> {
  const loaded = await context.horizon.loadAccount(source.publicKey());
  const builder = new TransactionBuilder(new Account(loaded.accountId(), loaded.sequenceNumber()), {
    fee: "1000",
    networkPassphrase: context.networkPassphrase,
  }).setTimeout(SIGNED_VALID_SECONDS);
  for (const operation of operations) builder.addOperation(operation);
  if (memo) builder.addMemo(Memo.text(memo));
  const transaction = builder.build();
  transaction.sign(source);
  return transaction;
}

/** The outcome of a submission: applied, refused by the ledger (never applies), or unknown (network failure). */
export type SubmitOutcome =
  | { outcome: "applied" }
  | { outcome: "failed"; codes: string }
  | { outcome: "unknown" };

export async function submit(context: StellarContext, transaction: Transaction): Promise<SubmitOutcome> {
  try {
    await context.horizon.submitTransaction(transaction, { skipMemoRequiredCheck: true });
    return { outcome: "applied" };
  } catch (error) {
    const response = (
      error as { response?: { status?: number; data?: { extras?: { result_codes?: unknown } } } }
    ).response;
    if (response?.status === 400) {
      return { outcome: "failed", codes: JSON.stringify(response.data?.extras?.result_codes ?? {}) };
    }
    return { outcome: "unknown" };
  }
}

/**
 * Where a stored signed transaction stands on the ledger: applied, failed, expired unapplied (its time bound has
 * passed by ledger time, so it never will), or still possibly pending.
 */
export async function settleStored(
  context: StellarContext,
  envelope: string,
): Promise<"applied" | "failed" | "expired" | "pending"> {
  const transaction = TransactionBuilder.fromXDR(envelope, context.networkPassphrase) as Transaction;
  const hash = Buffer.from(transaction.hash()).toString("hex");
  const found = await findTransaction(context.horizon, hash);
  if (found) return found.successful ? "applied" : "failed";
  const maxTime = Number(transaction.timeBounds?.maxTime ?? 0);
  const page = await context.horizon.ledgers().order("desc").limit(1).call();
  const closedAt = page.records[0]?.closed_at;
  if (maxTime > 0 && closedAt && Date.parse(closedAt) / 1000 > maxTime) return "expired";
  return "pending";
}

/** True when `account` exists and holds a trustline to `code:issuer` (the issuer itself always can hold it). */
export async function canReceive(
  horizon: Horizon.Server,
  account: string,
  code: string,
  issuer: string,
): Promise<boolean> {
  if (account === issuer) return true;
  try {
    const loaded = await horizon.loadAccount(account);
    return loaded.balances.some(
      (balance) =>
        "asset_code" in balance &&
        balance.asset_code === code &&
        "asset_issuer" in balance &&
        balance.asset_issuer === issuer,
    );
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

import { fromStroops, toStroops } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorStellarCursors, anchorStellarPayments, anchorTransactions } from "../../db/schema";
import { isNotFound } from "../../ledger/horizon";
import type { Changed } from "./deposit-watcher";

/** One payment the watcher saw arriving at a receiving account. */
interface Incoming {
  id: string;
  pagingToken: string;
  transactionHash: string;
  receiver: string;
  sender: string;
  asset: string;
  amount: bigint;
  memo: string;
}

export interface WatchContext {
  db: Database;
  horizon: Horizon.Server;
  /** Accounts of the operator whose payments to a receiving account are its own business, never refunded. */
  operatorAccounts: Set<string>;
}

const PAGE = 100;

/**
 * Reads the payments to a receiving account (an anchored asset's issuer) from the persisted Horizon cursor, page by
 * page, and records each one, in the same database transaction as the cursor's move: matched to the withdrawal
 * whose memo it carries (`pending_user_transfer_start` → `pending_anchor`, with the payment's hash), else kept as
 * due for a refund with the reason. A short payment is refunded and the withdrawal keeps waiting; an overpayment
 * completes the withdrawal and the excess is refunded. Nothing is dropped: every payment gets a row.
 */
export async function watchPayments(context: WatchContext, receiver: string): Promise<Changed[]> {
  const { db, horizon } = context;
  const changed: Changed[] = [];
  let cursor: string;
  try {
    cursor = await cursorOf(context, receiver);
  } catch (error) {
    // The receiving account does not exist yet (the demo world has not created the issuer): nothing to read.
    if (isNotFound(error)) return changed;
    throw error;
  }
  for (;;) {
    const page = await horizon.payments().forAccount(receiver).cursor(cursor).order("asc").limit(PAGE).call();
    if (page.records.length === 0) break;
    const incoming: Incoming[] = [];
    for (const record of page.records) {
      const payment = await toIncoming(horizon, record, receiver);
      if (payment) incoming.push(payment);
    }
    const last = page.records.at(-1)?.paging_token ?? cursor;
    await db.transaction(async (tx) => {
      for (const payment of incoming) {
        const moved = await recordPayment(tx, context, payment);
        if (moved) changed.push(moved);
      }
      await tx
        .update(anchorStellarCursors)
        .set({ cursor: last })
        .where(and(eq(anchorStellarCursors.account, receiver), eq(anchorStellarCursors.cursor, cursor)));
    });
    cursor = last;
    if (page.records.length < PAGE) break;
  }
  return changed;
}

/**
 * The stored cursor; on first sight, the account's latest payment. Nothing before it can concern a withdrawal:
 * the cursor is first set at the first withdrawal request at the latest (`createWithdrawal` calls this before it
 * answers a memo), so every payment made for a withdrawal comes after it.
 */
export async function cursorOf(
  context: Pick<WatchContext, "db" | "horizon">,
  receiver: string,
): Promise<string> {
  const [row] = await context.db
    .select()
    .from(anchorStellarCursors)
    .where(eq(anchorStellarCursors.account, receiver));
  if (row) return row.cursor;
  const latest = await context.horizon.payments().forAccount(receiver).order("desc").limit(1).call();
  const cursor = latest.records[0]?.paging_token ?? "0";
  await context.db.insert(anchorStellarCursors).values({ account: receiver, cursor }).onConflictDoNothing();
  const [stored] = await context.db
    .select()
    .from(anchorStellarCursors)
    .where(eq(anchorStellarCursors.account, receiver));
  return stored?.cursor ?? cursor;
}

async function toIncoming(
  horizon: Horizon.Server,
  record: Horizon.ServerApi.OperationRecord,
  receiver: string,
): Promise<Incoming | undefined> {
  const r = record as unknown as Record<string, string | undefined>;
  const types = ["payment", "path_payment_strict_receive", "path_payment_strict_send"];
  if (!types.includes(record.type) || r.to !== receiver || !r.from || r.from === receiver) return undefined;
  if ((record as { transaction_successful?: boolean }).transaction_successful === false) return undefined;
  const transaction = await horizon.transactions().transaction(record.transaction_hash).call();
  const asset = r.asset_type === "native" ? "XLM" : `${r.asset_code}:${r.asset_issuer}`;
  return {
    id: record.id,
    pagingToken: record.paging_token,
    transactionHash: record.transaction_hash,
    receiver,
    sender: r.from,
    asset,
    amount: toStroops(r.amount ?? "0"),
    memo: transaction.memo_type === "text" ? (transaction.memo ?? "") : "",
  };
}

async function recordPayment(
  tx: Database,
  context: WatchContext,
  payment: Incoming,
): Promise<Changed | undefined> {
  const base = {
    id: payment.id,
    transactionHash: payment.transactionHash,
    receiver: payment.receiver,
    sender: payment.sender,
    asset: payment.asset,
    amount: payment.amount,
    memo: payment.memo,
  };
  const refund = async (reason: string, amount = payment.amount, withdrawalId: string | null = null) => {
    await tx
      .insert(anchorStellarPayments)
      .values({ ...base, withdrawalId, status: "refund_due", refundAmount: amount, refundReason: reason })
      .onConflictDoNothing();
  };
  if (context.operatorAccounts.has(payment.sender)) {
    await tx
      .insert(anchorStellarPayments)
      .values({ ...base, status: "operator", refundReason: "A payment between the operator's own accounts." })
      .onConflictDoNothing();
    return undefined;
  }
  const [withdrawal] = payment.memo
    ? await tx
        .select()
        .from(anchorTransactions)
        .where(
          and(eq(anchorTransactions.withdrawMemo, payment.memo), eq(anchorTransactions.kind, "withdrawal")),
        )
    : [];
  if (!withdrawal) {
    await refund(payment.memo ? "No withdrawal has this memo." : "The payment carries no withdrawal memo.");
    return undefined;
  }
  const expectedAsset = `${withdrawal.assetCode}:${payment.receiver}`;
  if (payment.asset !== expectedAsset) {
    await refund(`The withdrawal is of ${withdrawal.assetCode}; this payment is of another asset.`);
    return undefined;
  }
  if (withdrawal.status !== "pending_user_transfer_start") {
    await refund("The withdrawal had already been paid or had ended.", payment.amount, withdrawal.id);
    return undefined;
  }
  const due = withdrawal.amountIn ?? 0n;
  if (payment.amount < due) {
    await refund(`Short of the ${fromStroops(due)} due.`, payment.amount, withdrawal.id);
    await tx
      .update(anchorTransactions)
      .set({
        message: `A payment of ${fromStroops(payment.amount)} was short of the ${fromStroops(due)} due and is refunded.`,
        updatedAt: sql`now()`,
      })
      .where(eq(anchorTransactions.id, withdrawal.id));
    return undefined;
  }
  const [moved] = await tx
    .update(anchorTransactions)
    .set({ status: "pending_anchor", stellarTransactionId: payment.transactionHash, updatedAt: sql`now()` })
    .where(
      and(
        eq(anchorTransactions.id, withdrawal.id),
        eq(anchorTransactions.status, "pending_user_transfer_start"),
      ),
    )
    .returning();
  if (!moved) {
    await refund("The withdrawal had already been paid or had ended.", payment.amount, withdrawal.id);
    return undefined;
  }
  const excess = payment.amount - due;
  await tx
    .insert(anchorStellarPayments)
    .values({
      ...base,
      withdrawalId: withdrawal.id,
      status: excess > 0n ? "refund_due" : "matched",
      refundAmount: excess,
      refundReason: excess > 0n ? `Paid ${fromStroops(excess)} more than the ${fromStroops(due)} due.` : "",
    })
    .onConflictDoNothing();
  return {
    id: moved.id,
    account: moved.account,
    kind: "withdrawal",
    status: moved.status,
    assetCode: moved.assetCode,
  };
}

import { fromStroops } from "@sextant/core";
import { Asset, type Keypair, Operation } from "@stellar/stellar-sdk";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorStellarPayments } from "../../db/schema";
import { transition } from "./anchor-records";
import { FAILED_PAYOUT_REFUND } from "./payouts";
import { type StellarContext, settleStored, signOperations, submit } from "./stellar-submit";

export interface RefundContext extends StellarContext {
  db: Database;
  /** The keypair of a receiving account (an issuer), by its public key. */
  receiverKey(publicKey: string): Keypair | undefined;
}

type PaymentRow = typeof anchorStellarPayments.$inferSelect;

/**
 * Pays refunds due, at most once each: the refund payment is signed and stored with the move `refund_due` →
 * `refunding` (a conditional update) before it is submitted; a stored refund is looked up on the ledger before
 * anything is signed again (applied → `refunded`; failed or expired unapplied → `refund_due` again).
 */
export async function payRefunds(context: RefundContext): Promise<number> {
  const { db } = context;
  const rows = await db
    .select()
    .from(anchorStellarPayments)
    .where(sql`${anchorStellarPayments.status} in ('refund_due', 'refunding')`)
    .limit(20);
  let refunded = 0;
  for (const row of rows) {
    if (row.status === "refunding") {
      if (await settle(context, row)) refunded += 1;
      continue;
    }
    const key = context.receiverKey(row.receiver);
    if (!key) continue;
    const asset =
      row.asset === "XLM" ? Asset.native() : new Asset(...(row.asset.split(":") as [string, string]));
    const transaction = await signOperations(
      context,
      key,
      [Operation.payment({ destination: row.sender, asset, amount: fromStroops(row.refundAmount) })],
      "refund",
    );
    const [claimed] = await db
      .update(anchorStellarPayments)
      .set({
        status: "refunding",
        refundEnvelope: transaction.toXDR(),
        refundTransactionId: Buffer.from(transaction.hash()).toString("hex"),
      })
      .where(and(eq(anchorStellarPayments.id, row.id), eq(anchorStellarPayments.status, "refund_due")))
      .returning();
    if (!claimed) continue;
    const outcome = await submit(context, transaction);
    if (outcome.outcome === "applied") {
      await mark(db, row.id, "refunded");
      refunded += 1;
    } else if (outcome.outcome === "failed") {
      await db
        .update(anchorStellarPayments)
        .set({
          status: "refund_failed",
          refundReason: `${row.refundReason} Refund refused: ${outcome.codes}`,
        })
        .where(and(eq(anchorStellarPayments.id, row.id), eq(anchorStellarPayments.status, "refunding")));
    }
  }
  return refunded;
}

async function settle(context: RefundContext, row: PaymentRow): Promise<boolean> {
  if (!row.refundEnvelope) return false;
  const state = await settleStored(context, row.refundEnvelope);
  if (state === "applied") {
    await mark(context.db, row.id, "refunded");
    return true;
  }
  if (state === "failed" || state === "expired") {
    await context.db
      .update(anchorStellarPayments)
      .set({ status: "refund_due", refundEnvelope: null, refundTransactionId: null })
      .where(and(eq(anchorStellarPayments.id, row.id), eq(anchorStellarPayments.status, "refunding")));
  }
  return false;
}

async function mark(db: Database, id: string, status: string): Promise<void> {
  const [marked] = await db
    .update(anchorStellarPayments)
    .set({ status })
    .where(and(eq(anchorStellarPayments.id, id), eq(anchorStellarPayments.status, "refunding")))
    .returning();
  // The refund of a failed payout ends its withdrawal as refunded.
  if (marked?.withdrawalId && id.startsWith(FAILED_PAYOUT_REFUND)) {
    await transition(db, { id: marked.withdrawalId, kind: "withdrawal" }, "refunded", { refunded: true }, [
      "error",
    ]);
  }
}

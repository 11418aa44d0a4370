import { fromStroops, type TOrderEscrow } from "@sextant/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { checkoutEscrowOutcomes, escrowAccounts } from "../../db/schema";

/** The escrow module's purpose for checkout orders; the reference is the order id. */
export const CHECKOUT_ESCROW_PURPOSE = "checkout_order";

/** The escrow of each order that has one (escrow-mode orders), keyed by order id. */
export async function escrowViews(db: Database, orderIds: string[]): Promise<Map<string, TOrderEscrow>> {
  const views = new Map<string, TOrderEscrow>();
  if (orderIds.length === 0) return views;
  const [rows, outcomes] = await Promise.all([
    db
      .select()
      .from(escrowAccounts)
      .where(
        and(eq(escrowAccounts.purpose, CHECKOUT_ESCROW_PURPOSE), inArray(escrowAccounts.reference, orderIds)),
      ),
    db.select().from(checkoutEscrowOutcomes).where(inArray(checkoutEscrowOutcomes.orderId, orderIds)),
  ]);
  for (const row of rows) {
    const outcome = outcomes.find((candidate) => candidate.orderId === row.reference);
    views.set(row.reference, {
      accountId: row.accountId,
      status: row.status as TOrderEscrow["status"],
      payer: row.payer,
      payee: row.payee,
      amount: fromStroops(row.amount + row.fee),
      fundingHash: row.fundingHash,
      releaseSigned: row.releasePayeeSignature !== null,
      outcome: outcome
        ? {
            kind: outcome.kind as "release" | "refund",
            decidedBy: outcome.decidedBy as "customer" | "merchant" | "admin",
            decidedAt: outcome.decidedAt.toISOString(),
            hash: outcome.hash,
          }
        : null,
    });
  }
  return views;
}

export async function escrowViewOf(db: Database, orderId: string): Promise<TOrderEscrow | null> {
  return (await escrowViews(db, [orderId])).get(orderId) ?? null;
}

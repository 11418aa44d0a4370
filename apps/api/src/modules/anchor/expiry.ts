import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorTransactions } from "../../db/schema";
import type { Changed } from "./deposit-watcher";

/** Hours a withdrawal waits for the user's payment before it expires (a later payment is refunded). */
export const WITHDRAWAL_PAYMENT_HOURS = 24;
/** Hours an interactive request nobody finished stays `incomplete`. */
export const INCOMPLETE_HOURS = 1;

/**
 * Ends what the user never finished: interactive requests left `incomplete`, and withdrawals whose payment never
 * came. A deposit waiting for its transfer never expires: its address stays the account's, and a transfer that
 * arrives later is credited as its own deposit.
 */
export async function expireStale(db: Database): Promise<Changed[]> {
  const rows = await db
    .update(anchorTransactions)
    .set({
      status: "expired",
      updatedAt: sql`now()`,
      completedAt: sql`now()`,
      tokenHash: null,
      tokenExpiresAt: null,
    })
    .where(
      or(
        and(
          eq(anchorTransactions.status, "incomplete"),
          lt(anchorTransactions.startedAt, sql`now() - make_interval(hours => ${INCOMPLETE_HOURS})`),
        ),
        and(
          eq(anchorTransactions.kind, "withdrawal"),
          inArray(anchorTransactions.status, ["pending_user_transfer_start"]),
          lt(anchorTransactions.startedAt, sql`now() - make_interval(hours => ${WITHDRAWAL_PAYMENT_HOURS})`),
        ),
      ),
    )
    .returning();
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    kind: row.kind as Changed["kind"],
    status: row.status,
    assetCode: row.assetCode,
  }));
}

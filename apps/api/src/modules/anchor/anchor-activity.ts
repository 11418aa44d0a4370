import { and, eq, gt, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorStellarPayments, anchorTransactions } from "../../db/schema";

/** Seconds between passes when nothing is open: late transfers to old addresses and stray payments are still seen. */
export const IDLE_PASS_SECONDS = 30;
/** Minutes a deposit address shown to a user is watched every second; after that the idle passes watch it. */
export const WATCH_MINUTES = 60;

/**
 * Whether the anchor has work now (one read over the status indexes, no write): a withdrawal open, an
 * interactive request or deposit under way, a deposit address shown within the last hour, a claimable balance
 * created within the last hour, or a payment to refund. A deposit waiting for its transfer never expires and a
 * claimable balance may wait for its trustline for days: after an hour those are left to the idle passes.
 */
export async function hasAnchorWork(db: Database): Promise<boolean> {
  const t = anchorTransactions;
  const [open] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        inArray(t.status, OPEN_STATUSES),
        or(
          eq(t.kind, "withdrawal"),
          notInArray(t.status, LONG_WAITS),
          gt(t.updatedAt, sql`now() - make_interval(mins => ${WATCH_MINUTES})`),
        ),
      ),
    )
    .limit(1);
  if (open) return true;
  const [refund] = await db
    .select({ id: anchorStellarPayments.id })
    .from(anchorStellarPayments)
    .where(inArray(anchorStellarPayments.status, ["refund_due", "refunding"]))
    .limit(1);
  return refund !== undefined;
}

/** Statuses in which a transaction is not finished. */
const OPEN_STATUSES = [
  "incomplete",
  "pending_user_transfer_start",
  "pending_external",
  "pending_anchor",
  "pending_stellar",
  "pending_trust",
  "pending_user",
];
/** A deposit's waits on the user that may last for days. */
const LONG_WAITS = ["pending_user_transfer_start", "pending_trust"];

/**
 * Whether the loop queues a pass now: whenever there is work, else once every IDLE_PASS_SECONDS. `busy` is only
 * asked for when the idle pass is not due, so an idle product reads once a second and writes once in 30 s.
 */
export async function shouldQueuePass(
  now: number,
  lastQueuedAt: number | null,
  busy: () => Promise<boolean>,
): Promise<boolean> {
  if (lastQueuedAt === null || now - lastQueuedAt >= IDLE_PASS_SECONDS * 1000) return true;
  return busy();
}

import { ErrorCode, type TTradeStatus, tradeDeadlines } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import { afterTradeChange } from "./trade-announce";
import { TRADE_ESCROW_PURPOSE } from "./trade-escrow";
import { applyTradeAction, type TradeRow, tradeFactsOf } from "./trade-transition";

/** The platform's expiry of a pending or timed-out trade, at its deadline. */
export const TRADE_EXPIRE_JOB = "trades.expire";
/** The refund of a cancellation with held funds, 24 h after it (spec §9 'Held-funds return'). */
export const TRADE_RETURN_HELD_JOB = "trades.return-held-funds";
const ZTradeJob = z.object({ tradeId: z.number().int().positive() });

/** Emits a status change to both parties (after the commit). */
export function announceStatus(app: FastifyInstance, row: TradeRow): void {
  for (const party of [row.buyer, row.seller]) {
    app.realtime.emit(
      "tradeStatusChanged",
      { tradeId: String(row.id), adId: String(row.adId), status: row.status as TTradeStatus },
      { toAccount: party },
    );
  }
}

/**
 * EXPIRE through the state machine; a trade that moved on meanwhile (or whose deadline is not reached) is left
 * alone, so running twice is harmless. A timed-out Started trade becomes Cancelled_With_Holded_Funds and its
 * held-funds return is scheduled.
 */
export async function expireTrade(
  app: FastifyInstance,
  tradeId: number,
  now = new Date(),
): Promise<TradeRow | null> {
  try {
    const { after } = await applyTradeAction(app.database.db, {
      tradeId,
      action: "EXPIRE",
      caller: "platform",
      now,
    });
    await afterTradeChange(app, after, "platform");
    return after;
  } catch (error) {
    if (error instanceof AppError && (error.code === ErrorCode.Conflict || error.code === ErrorCode.NotFound))
      return null;
    throw error;
  }
}

/**
 * Returns held funds with the payer's pre-signed refund once 24 h have passed since the cancellation; safe to run
 * again (settle resubmits the stored envelope, an applied one is answered from the database).
 */
export async function returnHeldFunds(
  app: FastifyInstance,
  escrow: EscrowService,
  tradeId: number,
  now = new Date(),
): Promise<"returned" | "not_due" | "nothing_held"> {
  const [row] = await app.database.db.select().from(trades).where(eq(trades.id, tradeId));
  if (row?.status !== "Cancelled_With_Holded_Funds") return "nothing_held";
  const due = tradeDeadlines(tradeFactsOf(row)).heldFundsReturnAt;
  if (due === null || now.getTime() < due) return "not_due";
  const held = await escrow.find(TRADE_ESCROW_PURPOSE, String(row.id));
  if (!held || (held.status !== "funded" && held.status !== "refunded")) return "nothing_held";
  const { applied } = await escrow.settle(held, "refund");
  if (!applied) throw new Error(`the refund of trade ${row.id} did not apply yet`);
  return "returned";
}

/** Schedules the next timer of a trade after a change: pending/timeout expiry, or the held-funds return. */
export async function scheduleAfterChange(app: FastifyInstance, row: TradeRow): Promise<void> {
  const deadlines = tradeDeadlines(tradeFactsOf(row));
  const at =
    row.status === "pending_user_transfer"
      ? { job: TRADE_EXPIRE_JOB, when: deadlines.pendingExpiresAt }
      : row.status === "Started" && deadlines.timeoutAt !== null
        ? { job: TRADE_EXPIRE_JOB, when: deadlines.timeoutAt }
        : row.status === "Cancelled_With_Holded_Funds" && deadlines.heldFundsReturnAt !== null
          ? { job: TRADE_RETURN_HELD_JOB, when: deadlines.heldFundsReturnAt }
          : null;
  if (at) await app.jobs.send(at.job, { tradeId: row.id }, { startAfter: new Date(at.when) });
}

export function defineTradeJobs(app: FastifyInstance, escrow: EscrowService): void {
  app.jobs.define(TRADE_EXPIRE_JOB, ZTradeJob, async ({ tradeId }) => {
    await expireTrade(app, tradeId);
  });
  app.jobs.define(
    TRADE_RETURN_HELD_JOB,
    ZTradeJob,
    async ({ tradeId }) => {
      const outcome = await returnHeldFunds(app, escrow, tradeId);
      // Early (a clock behind the ledger's): try again at the deadline rather than drop it.
      if (outcome === "not_due") await app.jobs.send(TRADE_RETURN_HELD_JOB, { tradeId }, { startAfter: 60 });
    },
    { retryLimit: 10, retryDelay: 30, retryBackoff: true },
  );
}

import {
  ErrorCode,
  type TDisputeState,
  TRADE_MESSAGES,
  type TTradeAction,
  type TTradeActor,
  type TTradeFacts,
  type TTradeStatus,
  type TTradeTransition,
  tradeActorOf,
  transitionTrade,
} from "@sextant/core";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { p2pAds, trades } from "../../db/schema";
import { AppError } from "../../errors";

export type TradeRow = typeof trades.$inferSelect;

/** The machine's view of a stored trade: status, dispute axis and clock. */
export function tradeFactsOf(row: TradeRow): TTradeFacts {
  const dispute: TDisputeState =
    row.disputeState === "open"
      ? {
          state: "open",
          openedBy: row.disputeOpenedBy === "buyer" ? "buyer" : "seller",
          reason: row.disputeReason === "expired" ? "expired" : "not_received",
        }
      : row.disputeState === "resolved"
        ? { state: "resolved", winner: row.disputeWinner === "buyer" ? "buyer" : "seller" }
        : { state: "none" };
  return {
    status: row.status as TTradeStatus,
    dispute,
    createdAt: row.createdAt.getTime(),
    startedAt: row.startedAt?.getTime() ?? null,
    paidAt: row.paidAt?.getTime() ?? null,
    cancelledAt: row.cancelledAt?.getTime() ?? null,
    timeFrameMinutes: row.timeFrame,
  };
}

/** The caller's actor in a trade; a stranger is told the trade does not exist (no existence leak). */
export function actorOrNotFound(row: TradeRow, caller: string): TTradeActor {
  const actor = tradeActorOf(caller, {
    type: row.type as "buy" | "sell",
    account: row.account,
    adOwner: row.adOwner,
  });
  if (!actor) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
  return actor;
}

const ROLE_MESSAGES: readonly string[] = [
  TRADE_MESSAGES.onlyBuyer,
  TRADE_MESSAGES.onlySeller,
  TRADE_MESSAGES.onlyAdOwner,
  TRADE_MESSAGES.onlyCreatorCancels,
  TRADE_MESSAGES.onlyBuyerCancelsStarted,
];

/** A refusal as an error: a role refusal is 403, any other (state, timer) 409. */
export function refusalError(transition: Extract<TTradeTransition, { ok: false }>): AppError {
  const code = ROLE_MESSAGES.includes(transition.message) ? ErrorCode.Forbidden : ErrorCode.Conflict;
  return new AppError(code, transition.message);
}

export interface AppliedTransition {
  before: TradeRow;
  after: TradeRow;
  transition: Extract<TTradeTransition, { ok: true }>;
}

/**
 * Decides an action with core's machine and applies it with one conditional update on the status it was read
 * with: of two racing actions exactly one updates the row, the other gets 409 'The trade changed meanwhile'. A
 * cancellation gives the reserved amount back to the ad in the same database transaction (again a conditional
 * update, on the row the trade just left). `extra` adds columns the caller writes with the change (e.g. the
 * buyer's release signature stored with 'I have paid').
 */
export async function applyTradeAction(
  db: Database,
  options: {
    tradeId: number;
    action: TTradeAction;
    /** A party's account, or "platform" for the jobs and the dispute ruling. */
    caller: string | "platform";
    now?: Date;
    extra?: Partial<typeof trades.$inferInsert>;
  },
): Promise<AppliedTransition> {
  const now = options.now ?? new Date();
  const [before] = await db.select().from(trades).where(eq(trades.id, options.tradeId));
  if (!before) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
  const actor: TTradeActor =
    options.caller === "platform" ? { kind: "platform" } : actorOrNotFound(before, options.caller);
  const transition = transitionTrade(tradeFactsOf(before), options.action, actor, now.getTime());
  if (!transition.ok) throw refusalError(transition);

  const set: Partial<typeof trades.$inferInsert> = {
    ...options.extra,
    status: transition.next,
    updatedAt: now,
    disputeState: transition.dispute.state,
    disputeOpenedBy:
      transition.dispute.state === "open" ? transition.dispute.openedBy : before.disputeOpenedBy,
    disputeReason: transition.dispute.state === "open" ? transition.dispute.reason : before.disputeReason,
    disputeWinner: transition.dispute.state === "resolved" ? transition.dispute.winner : null,
  };
  if (transition.next === "Started") set.startedAt = now;
  if (transition.next === "FundsSent") set.paidAt = now;
  const cancelled = transition.next === "Cancelled" || transition.next === "Cancelled_With_Holded_Funds";
  if (cancelled) set.cancelledAt = now;
  if (cancelled || transition.next === "Completed") set.finishedAt = now;

  const after = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(trades)
      .set(set)
      .where(and(eq(trades.id, before.id), eq(trades.status, before.status)))
      .returning();
    if (!row) return null;
    // A trade that ends without a release frees its amount on the ad (a ruling for the seller included).
    if (cancelled) {
      await tx
        .update(p2pAds)
        .set({
          availableAmount: sql`${p2pAds.availableAmount} + ${before.cryptoAmountToBuyer}`,
          updatedAt: sql`now()`,
        })
        .where(eq(p2pAds.id, before.adId));
    }
    return row;
  });
  if (!after) throw new AppError(ErrorCode.Conflict, TRADE_MESSAGES.changedMeanwhile);
  return { before, after, transition };
}

import {
  DISPUTE_MESSAGES,
  defaultDisputeRuling,
  ErrorCode,
  type TDisputeCaseEvent,
  type TDisputeCaseStatus,
  type TDisputeSettlement,
  TRADE_MESSAGES,
  transitionDisputeCase,
} from "@sextant/core";
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { disputeCases, tradeChatMessages, trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import { TRADE_ESCROW_PURPOSE } from "../p2p-trades/trade-escrow";
import { announceStatus, scheduleAfterChange } from "../p2p-trades/trade-jobs";
import { applyTradeAction, type TradeRow } from "../p2p-trades/trade-transition";
import { DISPUTE_DEADLINE_JOB, type DisputeCaseRow, readCase, tradePath } from "./dispute-cases";

type Winner = "buyer" | "seller";
export type RulingBy = { kind: "admin"; account: string; note: string } | { kind: "default"; reason: string };

/**
 * Rules a dispute, in three steps that each happen once:
 * 1. the case records the ruling with a conditional update on the status it was read with (`… WHERE status =
 *    from`): of two racing rulings exactly one wins, the other is told the dispute is already ruled;
 * 2. the trade moves through its machine (RESOLVE_FOR_BUYER → Completed, RESOLVE_FOR_SELLER → Cancelled), again a
 *    conditional update on 'Disputed';
 * 3. only then the escrow settles: the release with the buyer's stored signature, or the refund with the
 *    seller's. The escrow stores one outcome per account, so a repeat never moves money twice.
 * A crash between the steps is finished by `finishRuling` (the repeating sync job).
 */
export async function ruleDispute(
  app: FastifyInstance,
  escrow: EscrowService,
  options: { tradeId: number; winner: Winner; by: RulingBy; now?: Date },
): Promise<DisputeCaseRow> {
  const db = app.database.db;
  const now = options.now ?? new Date();
  const { row } = await readCase(db, options.tradeId);
  const event: TDisputeCaseEvent = options.by.kind === "admin" ? "ADMIN_RULES" : "DEFAULT_RULES";
  const transition = transitionDisputeCase(row.status as TDisputeCaseStatus, event, {
    now: now.getTime(),
    evidenceDeadline: row.evidenceDeadline.getTime(),
  });
  if (!transition.ok) throw new AppError(ErrorCode.Conflict, transition.message);
  const [ruled] = await db
    .update(disputeCases)
    .set({
      status: transition.next,
      winner: options.winner,
      ruledBy: transition.ruledBy,
      ruledByAccount: options.by.kind === "admin" ? options.by.account : null,
      ruleNote: options.by.kind === "admin" ? options.by.note : "",
      defaultReason: options.by.kind === "default" ? options.by.reason : row.defaultReason,
      ruledAt: now,
      updatedAt: now,
    })
    .where(and(eq(disputeCases.id, row.id), eq(disputeCases.status, row.status)))
    .returning();
  if (!ruled) throw new AppError(ErrorCode.Conflict, DISPUTE_MESSAGES.alreadyRuled);
  return finishRuling(app, escrow, options.tradeId, now);
}

/**
 * Carries a recorded ruling through: the trade's resolution if it has not happened yet, then the escrow's
 * settlement, then both parties are told. Idempotent; the sync job calls it for every ruled case whose money has
 * not arrived.
 */
export async function finishRuling(
  app: FastifyInstance,
  escrow: EscrowService,
  tradeId: number,
  now = new Date(),
): Promise<DisputeCaseRow> {
  const db = app.database.db;
  let { row, trade } = await readCase(db, tradeId);
  if (row.status !== "ruled" || (row.winner !== "buyer" && row.winner !== "seller")) return row;
  const winner: Winner = row.winner;
  let changed = false;
  if (trade.status === "Disputed") {
    try {
      const applied = await applyTradeAction(db, {
        tradeId,
        action: winner === "buyer" ? "RESOLVE_FOR_BUYER" : "RESOLVE_FOR_SELLER",
        caller: "platform",
        now,
      });
      trade = applied.after;
      changed = true;
    } catch (error) {
      // Another process resolved it meanwhile: read what it did.
      if (!(error instanceof AppError && error.code === ErrorCode.Conflict)) throw error;
      [trade] = (await db.select().from(trades).where(eq(trades.id, tradeId))) as [TradeRow];
    }
  }
  const resolvedFor =
    trade.disputeState === "resolved" ? (trade.disputeWinner === "buyer" ? "buyer" : "seller") : null;
  if (resolvedFor !== winner) {
    // The trade ended another way (the seller conceded just before the ruling): the trade's outcome stands.
    throw new AppError(ErrorCode.Conflict, TRADE_MESSAGES.changedMeanwhile);
  }
  const settlement = await settle(escrow, trade, winner);
  if (settlement !== row.settlement) {
    const [updated] = await db
      .update(disputeCases)
      .set({ settlement, updatedAt: new Date() })
      .where(and(eq(disputeCases.id, row.id), eq(disputeCases.settlement, row.settlement)))
      .returning();
    if (updated) row = updated;
  }
  if (changed) await announceRuling(app, trade, row);
  return row;
}

/** The escrow's outcome for the winner, where it stands now. */
async function settle(escrow: EscrowService, trade: TradeRow, winner: Winner): Promise<TDisputeSettlement> {
  const held = await escrow.find(TRADE_ESCROW_PURPOSE, String(trade.id));
  if (!held) return "none";
  const kind = winner === "buyer" ? "release" : "refund";
  if (held.status === (kind === "release" ? "released" : "refunded")) return "applied";
  // A buyer who never said 'I have paid' never signed the release: it waits for the buyer's signature.
  if (kind === "release" && !held.releasePayeeSignature) return "awaiting_signature";
  try {
    const { applied } = await escrow.settle(held, kind);
    return applied ? "applied" : "submitted";
  } catch (error) {
    // The other outcome already holds the escrow: never a second movement.
    if (error instanceof AppError && error.code === ErrorCode.Conflict) throw error;
    // A failed submission stays 'submitted' with the ledger's answer on the movement; the sync job retries it.
    return "submitted";
  }
}

/**
 * Both parties hear the outcome: one stored notification each that says how the dispute was decided (instead of
 * the trade module's generic 'Trade completed' / 'Trade cancelled'), and the trade's status event.
 */
export async function announceRuling(
  app: FastifyInstance,
  trade: TradeRow,
  row: DisputeCaseRow,
): Promise<void> {
  const forBuyer = row.winner === "buyer";
  const shown = forBuyer ? "Completed" : "Cancelled";
  const how =
    row.ruledBy === "default"
      ? "by the default rule (the evidence window closed)"
      : row.ruledBy === "conceded"
        ? "as the seller confirmed the payment"
        : "by support";
  for (const [party, side] of [
    [trade.buyer, "buyer"],
    [trade.seller, "seller"],
  ] as const) {
    const text = forBuyer
      ? side === "buyer"
        ? row.settlement === "awaiting_signature"
          ? `Trade #${trade.id} was ruled in your favour ${how}. Sign the release on the trade's screen to receive the crypto.`
          : `Trade #${trade.id} was ruled in your favour ${how}: the crypto is released to you. The trade is Completed.`
        : `Trade #${trade.id} was ruled for the buyer ${how}: the crypto is released to the buyer. The trade is Completed.`
      : side === "seller"
        ? `Trade #${trade.id} was ruled in your favour ${how}: the crypto goes back to you. The trade is Cancelled.`
        : `Trade #${trade.id} was ruled for the seller ${how}: the crypto goes back to the seller. The trade is Cancelled.`;
    await app.notify({
      account: party,
      title: `Dispute ruled: ${shown}`,
      text,
      path: tradePath(trade.id),
      objectId: String(trade.id),
    });
  }
  // The trade's own event to both parties and its next timer (none for a final trade), as after any change.
  announceStatus(app, trade);
  await scheduleAfterChange(app, trade);
}

/** Whether each side wrote in the trade's chat (a text or a file) within the evidence window. */
export async function evidenceOf(
  app: FastifyInstance,
  trade: TradeRow,
  row: DisputeCaseRow,
): Promise<{ buyerAnswered: boolean; sellerAnswered: boolean }> {
  const senders = await app.database.db
    .selectDistinct({ sender: tradeChatMessages.sender })
    .from(tradeChatMessages)
    .where(
      and(
        eq(tradeChatMessages.tradeId, trade.id),
        inArray(tradeChatMessages.sender, [trade.buyer, trade.seller]),
        gte(tradeChatMessages.createdAt, row.openedAt),
        lt(tradeChatMessages.createdAt, row.evidenceDeadline),
        sql`(${tradeChatMessages.text} <> '' OR jsonb_array_length(${tradeChatMessages.fileNames}) > 0)`,
      ),
    );
  const who = new Set(senders.map((s) => s.sender));
  return { buyerAnswered: who.has(trade.buyer), sellerAnswered: who.has(trade.seller) };
}

/**
 * The deadline job: when the evidence window closes on an open case, the default ruling (core
 * `defaultDisputeRuling`) rules it or escalates it to the desk. Early runs (a clock behind) answer `not_due`.
 */
export async function runDisputeDeadline(
  app: FastifyInstance,
  escrow: EscrowService,
  tradeId: number,
  now = new Date(),
): Promise<"ruled" | "escalated" | "not_due" | "nothing_to_do"> {
  const db = app.database.db;
  const { row, trade } = await readCase(db, tradeId);
  if (row.status !== "open" || trade.status !== "Disputed") return "nothing_to_do";
  if (now.getTime() < row.evidenceDeadline.getTime()) return "not_due";
  const evidence = await evidenceOf(app, trade, row);
  const ruling = defaultDisputeRuling({ buyerSaidPaid: trade.paidAt !== null, ...evidence });
  if (ruling.kind === "rule") {
    try {
      await ruleDispute(app, escrow, {
        tradeId,
        winner: ruling.winner,
        by: { kind: "default", reason: ruling.reason },
        now,
      });
      return "ruled";
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.Conflict) return "nothing_to_do";
      throw error;
    }
  }
  const escalate = transitionDisputeCase("open", "ESCALATE", {
    now: now.getTime(),
    evidenceDeadline: row.evidenceDeadline.getTime(),
  });
  if (!escalate.ok) return "nothing_to_do";
  const [escalated] = await db
    .update(disputeCases)
    .set({ status: escalate.next, defaultReason: ruling.reason, updatedAt: now })
    .where(and(eq(disputeCases.id, row.id), eq(disputeCases.status, "open")))
    .returning();
  if (!escalated) return "nothing_to_do";
  for (const account of app.settings.adminAccounts) {
    await app.notify({
      account,
      title: "Dispute needs a ruling",
      text: `Trade #${trade.id}: ${ruling.reason}`,
      path: `/admin/disputes/${trade.id}`,
      objectId: String(trade.id),
    });
  }
  return "escalated";
}

/** Finishes every ruled case whose money has not arrived (a crash between steps, a failed submission). */
export async function finishPendingRulings(app: FastifyInstance, escrow: EscrowService): Promise<number> {
  const pending = await app.database.db
    .select({ tradeId: disputeCases.tradeId })
    .from(disputeCases)
    .where(and(eq(disputeCases.status, "ruled"), inArray(disputeCases.settlement, ["none", "submitted"])))
    .limit(50);
  for (const { tradeId } of pending) {
    try {
      await finishRuling(app, escrow, tradeId);
    } catch (error) {
      app.log.warn({ err: error, tradeId }, "a ruled dispute could not be finished yet");
    }
  }
  return pending.length;
}

export { DISPUTE_DEADLINE_JOB };

import {
  DISPUTE_MESSAGES,
  displayedTradeStatus,
  disputeEvidenceDeadline,
  ErrorCode,
  formatFixed,
  fromStroops,
  type TDisputeCaseStatus,
  type TDisputeCaseSummary,
  type TDisputeSettlement,
} from "@sextant/core";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database";
import { disputeCases, kycProfiles, trades } from "../../db/schema";
import { AppError } from "../../errors";
import { tickId } from "../jobs/repeating-job";
import { type TradeRow, tradeFactsOf } from "../p2p-trades/trade-transition";

export type DisputeCaseRow = typeof disputeCases.$inferSelect;

/** The deadline job of a case: the default ruling when the evidence window closes. */
export const DISPUTE_DEADLINE_JOB = "disputes.deadline";

/** The in-app path of a trade's progress screen (notifications open it). */
export function tradePath(tradeId: number): string {
  return `/transactionProgressScreen?tradeId=${tradeId}`;
}

/** A name the desk can show for an account: the KYC name, the company, or nothing known. */
export function kycName(profile: typeof kycProfiles.$inferSelect | undefined): string {
  if (!profile) return "";
  if (profile.isCompanyKyc && profile.companyName) return profile.companyName;
  return [profile.firstName, profile.otherName, profile.lastName].filter(Boolean).join(" ");
}

export async function profilesOf(
  db: Database,
  accounts: string[],
): Promise<Map<string, typeof kycProfiles.$inferSelect>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .select()
    .from(kycProfiles)
    .where(inArray(kycProfiles.accountId, [...new Set(accounts)]));
  return new Map(rows.map((row) => [row.accountId, row]));
}

export function caseSummary(
  row: DisputeCaseRow,
  trade: TradeRow,
  names: Map<string, typeof kycProfiles.$inferSelect>,
): TDisputeCaseSummary {
  const facts = tradeFactsOf(trade);
  return {
    tradeId: String(trade.id),
    status: row.status as TDisputeCaseStatus,
    openedBy: row.openedBy === "buyer" ? "buyer" : "seller",
    reason: row.reason === "expired" ? "expired" : "not_received",
    openedAt: row.openedAt.toISOString(),
    evidenceDeadline: row.evidenceDeadline.toISOString(),
    winner: row.winner === "buyer" || row.winner === "seller" ? row.winner : null,
    ruledBy:
      row.ruledBy === "admin" || row.ruledBy === "default" || row.ruledBy === "conceded" ? row.ruledBy : null,
    ruledAt: row.ruledAt?.toISOString() ?? null,
    settlement: row.settlement as TDisputeSettlement,
    tradeStatus: facts.status,
    displayStatus: displayedTradeStatus(facts),
    assetCode: trade.assetCode,
    amount: fromStroops(trade.cryptoAmountToBuyer),
    fiatAmount: formatFixed(trade.fiatTradeAmount),
    currency: trade.currency,
    buyer: trade.buyer,
    seller: trade.seller,
    buyerName: kycName(names.get(trade.buyer)),
    sellerName: kycName(names.get(trade.seller)),
  };
}

export async function readCase(
  db: Database,
  tradeId: number,
): Promise<{ row: DisputeCaseRow; trade: TradeRow }> {
  const [found] = await db
    .select({ row: disputeCases, trade: trades })
    .from(disputeCases)
    .innerJoin(trades, eq(trades.id, disputeCases.tradeId))
    .where(eq(disputeCases.tradeId, tradeId));
  if (!found) throw new AppError(ErrorCode.NotFound, DISPUTE_MESSAGES.notFound);
  return found;
}

/**
 * Makes sure a disputed trade has its case: the row (one per trade, a unique key), the deadline job at the end of
 * the evidence window, and both parties told the window once (stored notification + realtime; the trade module
 * has already told the other party that the trade is Disputed). Safe to call any number
 * of times, from any process: the insert and the 'told' mark are conditional.
 */
export async function ensureDisputeCase(
  app: FastifyInstance,
  trade: TradeRow,
): Promise<DisputeCaseRow | null> {
  if (trade.disputeState === "none" || !trade.disputeOpenedBy) return null;
  const db = app.database.db;
  // The moment the trade became Disputed: its last change while the dispute is open.
  const openedAt = trade.disputeState === "open" ? trade.updatedAt : (trade.finishedAt ?? trade.updatedAt);
  const [inserted] = await db
    .insert(disputeCases)
    .values({
      tradeId: trade.id,
      openedBy: trade.disputeOpenedBy,
      reason: trade.disputeReason ?? "not_received",
      openedAt,
      evidenceDeadline: new Date(disputeEvidenceDeadline(openedAt.getTime())),
    })
    .onConflictDoNothing()
    .returning();
  const [current] = inserted
    ? [inserted]
    : await db.select().from(disputeCases).where(eq(disputeCases.tradeId, trade.id));
  if (current?.status === "open" && current.notifiedAt === null) {
    // A fixed id per case: sending it again (after a crash before the 'told' mark) creates nothing.
    await app.jobs.send(
      DISPUTE_DEADLINE_JOB,
      { tradeId: trade.id },
      { startAfter: current.evidenceDeadline, id: tickId(DISPUTE_DEADLINE_JOB, trade.id) },
    );
  }
  const [told] = await db
    .update(disputeCases)
    .set({ notifiedAt: new Date() })
    .where(and(eq(disputeCases.tradeId, trade.id), isNull(disputeCases.notifiedAt)))
    .returning();
  const row = told ?? (await readCase(db, trade.id)).row;
  if (told) {
    // The trade module tells the other party the trade is Disputed; this tells both how the dispute goes on.
    const when = told.evidenceDeadline.toISOString().slice(0, 16).replace("T", " ");
    for (const account of [trade.buyer, trade.seller]) {
      await app.notify({
        account,
        title: "Dispute evidence window",
        text: `Trade #${trade.id} is disputed. Put your evidence (receipts, screenshots) in the trade's chat by ${when} UTC. Support rules on it; if only one side gives evidence in time, that side wins.`,
        path: tradePath(trade.id),
        objectId: String(trade.id),
      });
    }
  }
  return row;
}

/**
 * Brings cases up to date with their trades: a Disputed trade without a case gets one (and the other party is
 * told), a case the seller conceded in the chat ('I have received', the trade Completed) is marked ruled for the
 * buyer. Runs as a repeating job and before the desk lists its queue.
 */
export async function syncDisputeCases(app: FastifyInstance): Promise<number> {
  const db = app.database.db;
  const missing = await db
    .select({ trade: trades })
    .from(trades)
    .leftJoin(disputeCases, eq(disputeCases.tradeId, trades.id))
    .where(
      and(
        sql`${trades.disputeState} <> 'none'`,
        sql`(${disputeCases.id} IS NULL OR ${disputeCases.notifiedAt} IS NULL)`,
      ),
    )
    .limit(100);
  for (const { trade } of missing) await ensureDisputeCase(app, trade);
  // The seller's concession: the trade resolved for the buyer while the case has no ruling of its own.
  const conceded = await db
    .select({ row: disputeCases, trade: trades })
    .from(disputeCases)
    .innerJoin(trades, eq(trades.id, disputeCases.tradeId))
    .where(
      and(
        inArray(disputeCases.status, ["open", "escalated"]),
        eq(trades.disputeState, "resolved"),
        eq(trades.disputeWinner, "buyer"),
        eq(trades.status, "Completed"),
      ),
    )
    .limit(100);
  for (const { row } of conceded) {
    await db
      .update(disputeCases)
      .set({
        status: "ruled",
        winner: "buyer",
        ruledBy: "conceded",
        ruledAt: new Date(),
        // The trade route released the escrow with the seller's 'I have received'.
        settlement: "submitted",
        updatedAt: new Date(),
      })
      .where(and(eq(disputeCases.id, row.id), eq(disputeCases.status, row.status)));
  }
  return missing.length + conceded.length;
}

// Tables of the disputes module (re-exported by schema.ts).
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { trades } from "./schema-trades";

/**
 * One dispute case per trade (docs/disputes.md): who opened it and why, the evidence deadline, and once ruled
 * the winner, who decided (an admin, the default ruling, the seller conceding) and where the money stands. The
 * case's status changes by conditional updates decided by core's `transitionDisputeCase`; the trade's own status
 * by the trade machine (RESOLVE_FOR_BUYER / RESOLVE_FOR_SELLER).
 */
export const disputeCases = pgTable(
  "dispute_cases",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint("trade_id", { mode: "number" })
      .notNull()
      .unique("dispute_cases_trade")
      .references(() => trades.id),
    /** open → escalated → ruled, or open → ruled. */
    status: text("status").notNull().default("open"),
    openedBy: text("opened_by").notNull(),
    reason: text("reason").notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    evidenceDeadline: timestamp("evidence_deadline", { withTimezone: true }).notNull(),
    winner: text("winner"),
    /** admin | default | conceded */
    ruledBy: text("ruled_by"),
    ruledByAccount: text("ruled_by_account"),
    ruleNote: text("rule_note").notNull().default(""),
    /** The default ruling's reason, or why the deadline job escalated. */
    defaultReason: text("default_reason").notNull().default(""),
    ruledAt: timestamp("ruled_at", { withTimezone: true }),
    /** none → awaiting_signature → submitted → applied (core ZDisputeSettlement). */
    settlement: text("settlement").notNull().default("none"),
    /** Set once the other party was told the dispute opened (so it is told once). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("dispute_cases_queue").on(t.status, t.openedAt),
    check("dispute_cases_status", sql`${t.status} IN ('open', 'escalated', 'ruled')`),
    check("dispute_cases_winner", sql`${t.winner} IS NULL OR ${t.winner} IN ('buyer', 'seller')`),
  ],
);

/** The desk's internal notes on a case: admins only, never shown to the parties. */
export const disputeNotes = pgTable(
  "dispute_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint("trade_id", { mode: "number" })
      .notNull()
      .references(() => disputeCases.tradeId),
    admin: text("admin").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("dispute_notes_trade").on(t.tradeId, t.id)],
);

// Tables of the trade-talk module: a trade's chat and its reviews (re-exported by schema.ts).
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { trades } from "./schema-trades";

/**
 * A trade's chat (spec doc 2 §2 'Chat tab', §3 'Chat message'). `sender` is the writer's account (G…) or
 * 'admin' for the dispute desk; `role` is what the other side sees: 'buyer', 'seller' or 'admin'. `file_names`
 * is a JSON array of stored upload names (the files table, attached as kind 'chat' to the trade).
 */
export const tradeChatMessages = pgTable(
  "trade_chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint("trade_id", { mode: "number" })
      .notNull()
      .references(() => trades.id),
    sender: text("sender").notNull(),
    role: text("role").notNull(),
    text: text("text").notNull().default(""),
    fileNames: jsonb("file_names").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("trade_chat_messages_trade").on(t.tradeId, t.id),
    check("trade_chat_messages_role", sql`${t.role} IN ('buyer', 'seller', 'admin')`),
  ],
);

/**
 * Reviews (spec doc 2 §3 'Review', §5 'Review'): one per party and trade, updated in place
 * (`addOrUpdateComment`). `reviewer_role` is the reviewer's side in the trade; `reviewee` is the other party.
 */
export const tradeReviews = pgTable(
  "trade_reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tradeId: bigint("trade_id", { mode: "number" })
      .notNull()
      .references(() => trades.id),
    reviewer: text("reviewer").notNull(),
    reviewerRole: text("reviewer_role").notNull(),
    reviewee: text("reviewee").notNull(),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("trade_reviews_trade_reviewer").on(t.tradeId, t.reviewer),
    index("trade_reviews_reviewee").on(t.reviewee, t.id),
    check("trade_reviews_rating", sql`${t.rating} BETWEEN 1 AND 5`),
    check("trade_reviews_role", sql`${t.reviewerRole} IN ('buyer', 'seller')`),
  ],
);

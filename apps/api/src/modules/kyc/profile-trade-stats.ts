import { and, count, countDistinct, eq, max, or, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/database";
import { tradeChatMessages, trades } from "../../db/schema";
import { ratingOf, receivedReviews } from "../trade-talk/review-store";

/** What the public profile shows of an account's P2P trading (spec doc 2 §3 'P2P public profile'). */
export interface ProfileTradeStats {
  successfulTrades: number;
  failedTrades: number;
  partners: number;
  rating: number;
  totalReviews: number;
  feedback: Array<{ rating: number; review: string; first_name: string }>;
  /** The last time the account acted in P2P, when known. */
  lastSeen: Date | null;
}

export type ProfileTradeStatsSource = (accountId: string) => Promise<ProfileTradeStats>;

/** How many feedback items the profile lists (newest first; GET /p2p/getReviews pages through all of them). */
export const PROFILE_FEEDBACK_SHOWN = 10;

/** A trade that ended with the crypto delivered: Completed, or disputed and resolved for the buyer (shown Completed). */
const SUCCESSFUL = sql`(${trades.status} = 'Completed' OR (${trades.status} = 'Disputed' AND ${trades.disputeState} = 'resolved' AND ${trades.disputeWinner} = 'buyer'))`;
/** A trade that ended without it: cancelled (with or without held funds), or resolved for the seller (shown Cancelled). */
const FAILED = sql`(${trades.status} IN ('Cancelled', 'Cancelled_With_Holded_Funds') OR (${trades.status} = 'Disputed' AND ${trades.disputeState} = 'resolved' AND ${trades.disputeWinner} = 'seller'))`;

/**
 * The figures from the stored trades and reviews: successful and failed trades the account was a party to, the
 * distinct partners of its successful trades, the average rating it received and the newest feedback, and when
 * it last acted (a trade of its changed, or it wrote in a trade's chat).
 */
export async function profileTradeStats(db: Database, account: string): Promise<ProfileTradeStats> {
  const party = or(eq(trades.buyer, account), eq(trades.seller, account));
  const partner = sql`CASE WHEN ${trades.buyer} = ${account} THEN ${trades.seller} ELSE ${trades.buyer} END`;
  const [[figures], [chat], rating, feedback] = await Promise.all([
    db
      .select({
        successful: count(sql`CASE WHEN ${SUCCESSFUL} THEN 1 END`),
        failed: count(sql`CASE WHEN ${FAILED} THEN 1 END`),
        partners: countDistinct(sql`CASE WHEN ${SUCCESSFUL} THEN ${partner} END`),
        lastTrade: max(trades.updatedAt),
      })
      .from(trades)
      .where(party),
    db
      .select({ last: max(tradeChatMessages.createdAt) })
      .from(tradeChatMessages)
      .where(and(eq(tradeChatMessages.sender, account))),
    ratingOf(db, account),
    receivedReviews(db, account, { take: PROFILE_FEEDBACK_SHOWN, skip: 0 }),
  ]);
  return {
    successfulTrades: figures?.successful ?? 0,
    failedTrades: figures?.failed ?? 0,
    partners: figures?.partners ?? 0,
    rating: rating.rating,
    totalReviews: rating.total,
    feedback: feedback.reviews.map(({ rating, review, first_name }) => ({ rating, review, first_name })),
    lastSeen: latest(toDate(figures?.lastTrade), toDate(chat?.last)),
  };
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  return value instanceof Date ? value : new Date(value);
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/** An override per app (keyed by its database handle), for tests that need given figures. */
const sources = new WeakMap<DatabaseHandle, ProfileTradeStatsSource>();

/** Replaces where the figures come from for one app (tests); by default they are read from the tables. */
export function registerProfileTradeStats(database: DatabaseHandle, source: ProfileTradeStatsSource): void {
  sources.set(database, source);
}

export async function readProfileTradeStats(
  database: DatabaseHandle,
  accountId: string,
): Promise<ProfileTradeStats> {
  const source = sources.get(database);
  return source ? source(accountId) : profileTradeStats(database.db, accountId);
}

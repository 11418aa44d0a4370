import { averageRating, type TReceivedReview, type TTradeReview } from "@sextant/core";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { kycProfiles, tradeReviews } from "../../db/schema";

type ReviewRow = typeof tradeReviews.$inferSelect;

/**
 * Writes the reviewer's review of a trade, or replaces it (one per party and trade: the unique key
 * (trade_id, reviewer) makes a second write an update, also when two arrive together).
 */
export async function saveReview(
  db: Database,
  input: {
    tradeId: number;
    reviewer: string;
    reviewerRole: "buyer" | "seller";
    reviewee: string;
    rating: number;
    comment: string;
  },
): Promise<ReviewRow> {
  const [row] = await db
    .insert(tradeReviews)
    .values(input)
    .onConflictDoUpdate({
      target: [tradeReviews.tradeId, tradeReviews.reviewer],
      set: { rating: input.rating, comment: input.comment, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("the review was not stored");
  return row;
}

/** A trade's two reviews in the spec's shape (§3 'Review'): empty text and 0 stars for a side that has not written. */
export async function tradeReviewOf(db: Database, tradeId: number): Promise<TTradeReview> {
  const rows = await db.select().from(tradeReviews).where(eq(tradeReviews.tradeId, tradeId));
  const by = (role: string) => rows.find((row) => row.reviewerRole === role);
  const buyer = by("buyer");
  const seller = by("seller");
  return {
    tradeId: String(tradeId),
    commentByBuyer: buyer?.comment ?? "",
    ratingByBuyer: buyer?.rating ?? 0,
    commentBySeller: seller?.comment ?? "",
    ratingBySeller: seller?.rating ?? 0,
  };
}

/** The average of every rating an account received (0 without any) and how many there are. */
export async function ratingOf(db: Database, account: string): Promise<{ rating: number; total: number }> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${tradeReviews.rating})`, n: count() })
    .from(tradeReviews)
    .where(eq(tradeReviews.reviewee, account));
  const total = row?.n ?? 0;
  return { rating: total > 0 ? Math.round((Number(row?.sum) / total) * 10) / 10 : 0, total };
}

/** Ratings of several accounts at once (ad rows), each the average of what it received. */
export async function ratingsOf(
  db: Database,
  accounts: readonly string[],
): Promise<Map<string, number | null>> {
  const unique = [...new Set(accounts)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ reviewee: tradeReviews.reviewee, rating: tradeReviews.rating })
    .from(tradeReviews)
    .where(inArray(tradeReviews.reviewee, unique));
  const grouped = new Map<string, number[]>();
  for (const row of rows) grouped.set(row.reviewee, [...(grouped.get(row.reviewee) ?? []), row.rating]);
  return new Map(
    unique.map((account) => [
      account,
      grouped.has(account) ? averageRating(grouped.get(account) ?? []) : null,
    ]),
  );
}

/** The feedback an account received, newest first, with each reviewer's first name (a company's name). */
export async function receivedReviews(
  db: Database,
  account: string,
  page: { take: number; skip: number },
): Promise<{ reviews: TReceivedReview[]; total: number }> {
  const where = eq(tradeReviews.reviewee, account);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        tradeId: tradeReviews.tradeId,
        rating: tradeReviews.rating,
        comment: tradeReviews.comment,
        reviewerRole: tradeReviews.reviewerRole,
        updatedAt: tradeReviews.updatedAt,
        firstName: kycProfiles.firstName,
        companyName: kycProfiles.companyName,
        isCompanyKyc: kycProfiles.isCompanyKyc,
      })
      .from(tradeReviews)
      .leftJoin(kycProfiles, eq(kycProfiles.accountId, tradeReviews.reviewer))
      .where(where)
      .orderBy(desc(tradeReviews.updatedAt), desc(tradeReviews.id))
      .limit(page.take)
      .offset(page.skip),
    db.select({ n: count() }).from(tradeReviews).where(and(where)),
  ]);
  return {
    reviews: rows.map((row) => ({
      tradeId: String(row.tradeId),
      rating: row.rating,
      review: row.comment,
      first_name: (row.isCompanyKyc ? row.companyName : row.firstName) ?? "",
      by: row.reviewerRole === "seller" ? "seller" : "buyer",
      createdAt: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

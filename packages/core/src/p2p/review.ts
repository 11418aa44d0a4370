/**
 * Reviews after a trade (spec doc 2 §2 'Review screen', §3 'Review', §5 'Review'): one per party and trade, a
 * star rating of 1 to 5 and a text, kept updatable by the same route.
 */

export const REVIEW_MESSAGES = {
  /** Spec §5, spelled as in the product. */
  textRequired: "This field id required.",
  ratingRequired: "Please choose a rating.",
  ratingRange: "A rating is 1 to 5 stars.",
  tooLong: "A review can't be longer than 500 characters.",
  notCompleted: "Only a completed trade can be reviewed.",
  notParty: "Only the two parties of a trade can review it.",
  saved: "Review saved.",
} as const;

export const REVIEW_TEXT_MAX = 500;
export const REVIEW_STARS = 5;

/** What the review rules need of a trade. */
export interface TReviewTrade {
  buyer: string;
  seller: string;
  status: string;
  disputeState: string;
  disputeWinner: string | null;
}

/** A trade counts as Completed for reviews when it is, or when it shows so (a dispute the buyer won). */
export function reviewableStatus(
  trade: Pick<TReviewTrade, "status" | "disputeState" | "disputeWinner">,
): boolean {
  if (trade.status === "Completed") return true;
  return trade.status === "Disputed" && trade.disputeState === "resolved" && trade.disputeWinner === "buyer";
}

/**
 * Decides whether `account` may review the trade: its side and the party it reviews, or the spec's refusal.
 */
export function reviewRightOf(
  account: string,
  trade: TReviewTrade,
):
  | { ok: true; side: "buyer" | "seller"; reviewee: string }
  | { ok: false; message: string; kind: "party" | "state" } {
  const side = account === trade.buyer ? "buyer" : account === trade.seller ? "seller" : null;
  if (!side) return { ok: false, message: REVIEW_MESSAGES.notParty, kind: "party" };
  if (!reviewableStatus(trade)) return { ok: false, message: REVIEW_MESSAGES.notCompleted, kind: "state" };
  return { ok: true, side, reviewee: side === "buyer" ? trade.seller : trade.buyer };
}

/** The review form's checks, in the order the screen shows them; null when the review may be sent. */
export function reviewProblems(input: {
  rating: number;
  text: string;
}): { rating?: string; text?: string } | null {
  const problems: { rating?: string; text?: string } = {};
  if (!Number.isInteger(input.rating) || input.rating === 0) problems.rating = REVIEW_MESSAGES.ratingRequired;
  else if (input.rating < 1 || input.rating > REVIEW_STARS) problems.rating = REVIEW_MESSAGES.ratingRange;
  if (input.text.trim() === "") problems.text = REVIEW_MESSAGES.textRequired;
  else if (input.text.length > REVIEW_TEXT_MAX) problems.text = REVIEW_MESSAGES.tooLong;
  return problems.rating || problems.text ? problems : null;
}

/** The average of ratings to one decimal, 0 without any. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

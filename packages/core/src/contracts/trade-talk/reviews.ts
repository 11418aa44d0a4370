import { z } from "zod";
import { text } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";
import { writtenText } from "./chat";

const tradeId = z.union([text(20), z.number().int()]).transform(String);
const rating = z.coerce.number().int().min(0).max(5);

/**
 * POST /api/p2p/addOrUpdateComment {tradeId, commentBy{Role}, ratingBy{Role}} (spec doc 2 §7): the caller's
 * review of a Completed trade, as its buyer or seller; the role named must be the caller's. Sent again, it
 * replaces the caller's earlier review of that trade.
 */
export const ZAddOrUpdateCommentRequest = z.object({
  tradeId,
  commentByBuyer: writtenText(5000).optional(),
  ratingByBuyer: rating.optional(),
  commentBySeller: writtenText(5000).optional(),
  ratingBySeller: rating.optional(),
});
export type TAddOrUpdateCommentRequest = z.input<typeof ZAddOrUpdateCommentRequest>;

/** A trade's reviews (spec doc 2 §3 'Review'): what each side wrote, empty / 0 while it has not. */
export const ZTradeReview = z
  .object({
    tradeId: z.string(),
    commentByBuyer: z.string(),
    ratingByBuyer: z.number().int(),
    commentBySeller: z.string(),
    ratingBySeller: z.number().int(),
  })
  .meta({ id: "TradeReview" });
export type TTradeReview = z.infer<typeof ZTradeReview>;

export const ZTradeReviewResponse = z.object({ review: ZTradeReview, message: z.string().optional() });
export type TTradeReviewResponse = z.infer<typeof ZTradeReviewResponse>;

/** GET /api/p2p/reviews?tradeId&accountId: a trade's reviews, for its parties; accountId, when sent, is the caller. */
export const ZTradeReviewQuery = z.object({
  tradeId: text(20),
  accountId: text(56).optional(),
});

/** GET /api/p2p/getReviews?account&take&skip: the feedback an account received, newest first (the caller's without account). */
export const ZGetReviewsQuery = z.object({
  account: ZPublicKey.optional(),
  take: z.coerce.number().int().min(1).max(50).default(10),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const ZReceivedReview = z.object({
  tradeId: z.string(),
  rating: z.number().int(),
  review: z.string(),
  /** The reviewer's first name (a company's name), as the profile's feedback list shows it. */
  first_name: z.string(),
  /** 'buyer' or 'seller': the reviewer's side in that trade. */
  by: z.enum(["buyer", "seller"]),
  createdAt: z.string(),
});
export type TReceivedReview = z.infer<typeof ZReceivedReview>;
export const ZGetReviewsResponse = z.object({
  reviews: z.array(ZReceivedReview),
  total: z.number().int(),
  rating: z.number(),
});
export type TGetReviewsResponse = z.infer<typeof ZGetReviewsResponse>;

/** GET /api/p2p/ratings?accounts=G…,G… (public): each account's average received rating, null without reviews (ad rows). */
export const ZRatingsQuery = z.object({
  accounts: z
    .string()
    .max(57 * 50)
    .transform((value) => value.split(",").filter((account) => account !== ""))
    .pipe(z.array(ZPublicKey).max(50)),
});
export const ZRatingsResponse = z.object({ ratings: z.record(z.string(), z.number().nullable()) });
export type TRatingsResponse = z.infer<typeof ZRatingsResponse>;

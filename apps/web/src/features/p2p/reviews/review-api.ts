import {
  type TGetReviewsResponse,
  type TTradeReview,
  ZGetReviewsResponse,
  ZRatingsResponse,
  ZTradeReviewResponse,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /p2p/reviews?tradeId: what the buyer and the seller of a trade wrote (its parties only). */
export async function fetchTradeReview(tradeId: string, signal?: AbortSignal): Promise<TTradeReview> {
  return (
    await apiRequest("/p2p/reviews", { query: { tradeId }, schema: ZTradeReviewResponse, auth: true, signal })
  ).review;
}

/** POST /p2p/addOrUpdateComment: the caller's review as the trade's Buyer or Seller (again to update it). */
export async function saveReview(
  tradeId: string,
  side: "Buyer" | "Seller",
  rating: number,
  comment: string,
): Promise<TTradeReview> {
  const body = { tradeId, [`commentBy${side}`]: comment, [`ratingBy${side}`]: rating };
  return (
    await apiRequest("/p2p/addOrUpdateComment", {
      method: "POST",
      body,
      schema: ZTradeReviewResponse,
      auth: true,
    })
  ).review;
}

export const REVIEWS_PAGE = 10;

/** GET /p2p/getReviews?account: the feedback an account received, newest first, 10 a page. */
export function fetchReceivedReviews(
  account: string,
  skip: number,
  signal?: AbortSignal,
): Promise<TGetReviewsResponse> {
  return apiRequest("/p2p/getReviews", {
    query: { account, take: REVIEWS_PAGE, skip },
    schema: ZGetReviewsResponse,
    signal,
  });
}

/** GET /p2p/ratings?accounts: average received ratings (null without reviews). */
export async function fetchRatings(accounts: readonly string[]): Promise<Record<string, number | null>> {
  return (
    await apiRequest("/p2p/ratings", { query: { accounts: accounts.join(",") }, schema: ZRatingsResponse })
  ).ratings;
}

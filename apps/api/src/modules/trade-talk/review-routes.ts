import {
  ErrorCode,
  P2P_MESSAGES,
  REVIEW_MESSAGES,
  reviewProblems,
  reviewRightOf,
  TRADE_MESSAGES,
  ZAddOrUpdateCommentRequest,
  ZApiError,
  ZGetReviewsQuery,
  ZGetReviewsResponse,
  ZRatingsQuery,
  ZRatingsResponse,
  ZTradeReviewQuery,
  ZTradeReviewResponse,
} from "@sextant/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { tradeOrNotFound } from "./chat-service";
import { ratingOf, ratingsOf, receivedReviews, saveReview, tradeReviewOf } from "./review-store";

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };

/** Reviews after a trade, under /api (spec doc 2 §7; docs/trade-talk.md). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const requireLogin = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError(ErrorCode.Unauthorized, P2P_MESSAGES.notLoggedIn);
    await app.authenticate(request);
  };
  const security = [{ bearerAuth: [] }];

  app.post(
    "/p2p/addOrUpdateComment",
    {
      onRequest: requireLogin,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["p2p"],
        summary:
          "Review a Completed trade as its buyer (commentByBuyer, ratingByBuyer) or seller (…BySeller); again to update",
        security,
        body: ZAddOrUpdateCommentRequest,
        response: { 200: ZTradeReviewResponse, ...errors },
      },
    },
    async (request) => {
      const account = request.account as string;
      const body = request.body;
      const trade = await tradeOrNotFound(db, body.tradeId);
      const right = reviewRightOf(account, trade);
      if (!right.ok && right.kind === "party")
        throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
      // The fields name a side: it must be the caller's.
      const named =
        body.commentBySeller !== undefined || body.ratingBySeller !== undefined ? "seller" : "buyer";
      const side = account === trade.buyer ? "buyer" : "seller";
      if (
        named !== side ||
        (named === "seller" && (body.commentByBuyer !== undefined || body.ratingByBuyer !== undefined))
      ) {
        throw new AppError(
          ErrorCode.Forbidden,
          side === "buyer" ? TRADE_MESSAGES.onlySeller : TRADE_MESSAGES.onlyBuyer,
        );
      }
      const text = (side === "buyer" ? body.commentByBuyer : body.commentBySeller) ?? "";
      const rating = (side === "buyer" ? body.ratingByBuyer : body.ratingBySeller) ?? 0;
      const problems = reviewProblems({ rating, text });
      if (problems) {
        throw new AppError(
          ErrorCode.ValidationFailed,
          problems.text ?? problems.rating ?? REVIEW_MESSAGES.textRequired,
          400,
          problems,
        );
      }
      if (!right.ok) throw new AppError(ErrorCode.Conflict, right.message);
      const saved = await saveReview(db, {
        tradeId: trade.id,
        reviewer: account,
        reviewerRole: right.side,
        reviewee: right.reviewee,
        rating,
        comment: text.trim(),
      });
      // The reviewed party hears of a new review once (an update of it is not news).
      if (saved.createdAt.getTime() === saved.updatedAt.getTime()) {
        await app.notify({
          account: right.reviewee,
          title: `New review of trade ${trade.id}`,
          text: `The ${right.side} gave you ${rating} ${rating === 1 ? "star" : "stars"}.`,
          path: `/p2pProfile?account=${right.reviewee}`,
          objectId: String(trade.id),
        });
      }
      return { review: await tradeReviewOf(db, trade.id), message: REVIEW_MESSAGES.saved };
    },
  );

  app.get(
    "/p2p/reviews",
    {
      onRequest: requireLogin,
      schema: {
        tags: ["p2p"],
        summary: "A trade's reviews by its buyer and seller (its parties only)",
        security,
        querystring: ZTradeReviewQuery,
        response: { 200: ZTradeReviewResponse, ...errors },
      },
    },
    async (request) => {
      const account = request.account as string;
      const trade = await tradeOrNotFound(db, request.query.tradeId);
      if (account !== trade.buyer && account !== trade.seller) {
        throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
      }
      if (request.query.accountId && request.query.accountId !== account) {
        throw new AppError(ErrorCode.Forbidden, REVIEW_MESSAGES.notParty);
      }
      return { review: await tradeReviewOf(db, trade.id) };
    },
  );

  app.get(
    "/p2p/getReviews",
    {
      schema: {
        tags: ["p2p"],
        summary:
          "The feedback an account received, newest first, and its rating (public with ?account; the caller's own without)",
        querystring: ZGetReviewsQuery,
        response: { 200: ZGetReviewsResponse, ...errors },
      },
    },
    async (request) => {
      let account = request.query.account;
      if (!account) {
        await requireLogin(request);
        account = request.account as string;
      }
      const [page, { rating }] = await Promise.all([
        receivedReviews(db, account, request.query),
        ratingOf(db, account),
      ]);
      return { ...page, rating };
    },
  );

  app.get(
    "/p2p/ratings",
    {
      schema: {
        tags: ["p2p"],
        summary: "Average received ratings of up to 50 accounts (null without reviews), for ad rows",
        querystring: ZRatingsQuery,
        response: { 200: ZRatingsResponse, 400: ZApiError },
      },
    },
    async (request) => {
      const ratings = await ratingsOf(db, request.query.accounts);
      return { ratings: Object.fromEntries(ratings) };
    },
  );
};

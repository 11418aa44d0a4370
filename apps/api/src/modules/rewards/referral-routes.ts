import {
  ErrorCode,
  ZApiError,
  ZGetReferralFeeHistoryRequest,
  ZGetReferralFeeHistoryResponse,
  ZGetReferralsRequest,
  ZGetReferralsResponse,
  ZReferralCodeResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { referralCodeOf, referralFeeHistoryOf, referralsOf } from "./referral-service";

/** Referrals of the signed-in account (spec doc 2 §7): its code, who it referred, and its share of their fees. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["referral"];
  const security = [{ bearerAuth: [] }];

  app.get(
    "/referral/code",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's referral code (made on first ask)",
        response: { 200: ZReferralCodeResponse, 401: ZApiError },
      },
    },
    async (request) => {
      const account = request.account ?? "";
      return { account, code: await referralCodeOf(app.database.db, account) };
    },
  );

  app.get(
    "/referral/getAll",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Who the account referred, levels 1 to 3, with masked e-mails (only the account itself)",
        querystring: ZGetReferralsRequest,
        response: { 200: ZGetReferralsResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      if (request.account !== request.query.id) {
        throw new AppError(ErrorCode.Forbidden, "You can only list your own referrals.");
      }
      return { list: await referralsOf(app.database.db, request.query.id) };
    },
  );

  app.post(
    "/referral/getReferralFeeHistory",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's shares of the fees its referred accounts paid, newest first",
        body: ZGetReferralFeeHistoryRequest.optional(),
        response: { 200: ZGetReferralFeeHistoryResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => ({ history: await referralFeeHistoryOf(app.database.db, request.account ?? "") }),
  );
};

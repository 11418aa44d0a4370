import {
  ErrorCode,
  ZAddZakatHistoryRequest,
  ZApiError,
  ZChangeZakatStatusRequest,
  ZChangeZakatStatusResponse,
  ZGetZakatHistoryRequest,
  ZGetZakatHistoryResponse,
  ZGetZakatPaymentInfoRequest,
  ZZakatPaymentInfo,
  ZZakatRecord,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { changeZakatStatus, confirmZakatPayment, zakatHistoryOf, zakatPaymentInfo } from "./zakat-service";

/** Zakat for the signed-in account (spec doc 2 §7 'Notifications, zakat, referrals'). */
export const zakatRoutes: FastifyPluginAsyncZod<{ defaultAddress: string }> = async (
  app,
  { defaultAddress },
) => {
  const tags = ["zakat"];
  const security = [{ bearerAuth: [] }];

  app.post(
    "/zakat-history/ChangeZakatStatus",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Agree to (true) or stop (false) paying zakat each Ramadan",
        body: ZChangeZakatStatusRequest,
        response: { 200: ZChangeZakatStatusResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => ({
      isZakatEnabled: await changeZakatStatus(app.database.db, request.account ?? "", request.body.status),
    }),
  );

  app.get(
    "/zakat-history/getHistoryByAccountId",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's zakat records, newest first (of one Gregorian year when `year` is given)",
        querystring: ZGetZakatHistoryRequest,
        response: { 200: ZGetZakatHistoryResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => zakatHistoryOf(app.database.db, request.account ?? "", request.query),
  );

  app.get(
    "/zakat-history/getZakatPaymentInfo",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Zakat percentage, distribution account, Nisab, next Ramadan and the year's unpaid records",
        querystring: ZGetZakatPaymentInfoRequest,
        response: { 200: ZZakatPaymentInfo, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) =>
      zakatPaymentInfo({
        db: app.database.db,
        horizon: app.horizon,
        defaultAddress,
        account: request.account ?? "",
        year: request.query.year,
      }),
  );

  app.post(
    "/zakat-history/addZakatHistory",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Report a zakat payment; the record counts as paid once the ledger shows the payment",
        body: ZAddZakatHistoryRequest,
        response: {
          200: ZZakatRecord,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      if (request.account !== request.body.account) {
        throw new AppError(ErrorCode.Forbidden, "You can only report zakat payments of your own account.");
      }
      return confirmZakatPayment(app.database.db, app.horizon, request.body);
    },
  );
};

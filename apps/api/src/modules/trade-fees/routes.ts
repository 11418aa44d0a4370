import {
  ZApiError,
  ZPatchTradeFeeOfferRequest,
  ZPostTradeFeeCreateRequest,
  ZPostTradeFeeRefundRequest,
  ZTradeFeeRecord,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { confirmTradeFee } from "./confirm-trade-fee";
import { createTradeFee } from "./create-trade-fee";
import { TradeFeeRefunds } from "./refund-trade-fee";

/**
 * The exchange seller fee records (spec doc 1 §7 /tradefeehistory/* and the fee-payment memo request): created
 * before the offer transaction, confirmed against the ledger, refunded pro rata once the offer left the book.
 */
export const tradeFeeRoutes: FastifyPluginAsyncZod<{ keys: OperatorKeys }> = async (app, { keys }) => {
  const feeKeypair = keys.keypair("fee");
  const feeAccount = feeKeypair.publicKey();
  const refunds = new TradeFeeRefunds({
    db: app.database.db,
    horizon: app.horizon,
    networkPassphrase: app.settings.networkPassphrase,
    feeKeypair,
  });
  const caller = (account: string | undefined) => account ?? "";

  app.post(
    "/tradefeehistory/createNew",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["trade-fees"],
        summary: "Create a trade fee record and the memo of the offer transaction that pays it",
        security: [{ bearerAuth: [] }],
        body: ZPostTradeFeeCreateRequest,
        response: { 200: ZTradeFeeRecord, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) =>
      createTradeFee({
        db: app.database.db,
        feeAccount,
        account: caller(request.account),
        request: request.body,
      }),
  );

  app.patch(
    "/tradefeehistory/setOfferId",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["trade-fees"],
        summary: "Confirm a trade fee record with its offer transaction, checked on the ledger",
        security: [{ bearerAuth: [] }],
        body: ZPatchTradeFeeOfferRequest,
        response: {
          200: ZTradeFeeRecord,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) =>
      confirmTradeFee({
        db: app.database.db,
        horizon: app.horizon,
        networkPassphrase: app.settings.networkPassphrase,
        account: caller(request.account),
        request: request.body,
      }),
  );

  app.post(
    "/tradefeehistory/refundMyTradeFee",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["trade-fees"],
        summary: "Refund the unfilled share of an offer's trade fee after the offer left the book",
        security: [{ bearerAuth: [] }],
        body: ZPostTradeFeeRefundRequest,
        response: {
          200: ZTradeFeeRecord,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
          503: ZApiError,
        },
      },
    },
    async (request) => refunds.refund(caller(request.account), request.body.offerId),
  );
};

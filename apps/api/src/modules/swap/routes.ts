import {
  ErrorCode,
  ZApiError,
  ZGetSwapHistoryRequest,
  ZGetSwapHistoryResponse,
  ZPostSwapCreateRequest,
  ZSwapRecord,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { recordSwap, swapHistoryOf } from "./swap-service";

/** Swap history (spec doc 1 §7 POST /swap/create): records checked against the ledger, listed per account. */
export const swapRoutes: FastifyPluginAsyncZod<{ feeAccount: string }> = async (app, { feeAccount }) => {
  app.post(
    "/swap/create",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["swap"],
        summary: "Record a submitted swap; the API re-reads the transaction from the ledger",
        security: [{ bearerAuth: [] }],
        body: ZPostSwapCreateRequest,
        response: { 200: ZSwapRecord, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      if (request.account !== request.body.account) {
        throw new AppError(ErrorCode.Forbidden, "You can only record swaps of your own account.");
      }
      return recordSwap({
        db: app.database.db,
        horizon: app.horizon,
        feeAccount,
        account: request.body.account,
        trxId: request.body.trxId,
      });
    },
  );

  app.get(
    "/swap/history",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["swap"],
        summary: "The signed-in account's swaps, newest first",
        security: [{ bearerAuth: [] }],
        querystring: ZGetSwapHistoryRequest,
        response: { 200: ZGetSwapHistoryResponse, 401: ZApiError },
      },
    },
    async (request) => swapHistoryOf(app.database.db, request.account ?? "", request.query),
  );
};

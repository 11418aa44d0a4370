import {
  ErrorCode,
  fromStroops,
  isFinalTradeStatus,
  TRADE_MESSAGES,
  type TTradeStatus,
  transitionTrade,
  ZApiError,
} from "@sextant/core";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import type { AdListCache } from "../p2p/ad-list-cache";
import { confirmTradeFunding } from "./trade-accept";
import { runTradeAction } from "./trade-actions";
import { checkHoldBalance, escrowOf, openTradeEscrow, tradeFor } from "./trade-escrow";
import { actorOrNotFound, refusalError, type TradeRow, tradeFactsOf } from "./trade-transition";
import { tradeView } from "./trade-view";

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
const tradeId = z.union([z.string(), z.number()]).transform(String);

/** The names `POST /p2p/{action}` takes (spec §7: "accept/hold balance and reject"), case-insensitive. */
const GENERIC_ACTIONS: Record<string, "HOLD_BALANCE" | "REJECT"> = {
  accept: "HOLD_BALANCE",
  hold: "HOLD_BALANCE",
  hold_balance: "HOLD_BALANCE",
  holdbalance: "HOLD_BALANCE",
  reject: "REJECT",
};

export const UNKNOWN_ACTION = "Unknown trade action.";

const ZGenericActionResponse = z.object({
  /**
   * `sign`: the escrow is open, the seller's wallet signs `fundingXdr` and `refundXdr`, sends the refund's
   * signature, submits the funding and calls this again with its hash. `accepted`: the trade is Started.
   * `rejected`: the ad owner rejected it.
   */
  step: z.enum(["sign", "accepted", "rejected"]),
  trade: z.unknown(),
  message: z.string(),
  escrowAccountId: z.string().optional(),
  sellerStellarMemo: z.string().optional(),
  fundingXdr: z.string().optional(),
  refundXdr: z.string().optional(),
});

const view = (row: TradeRow, viewer: string) => tradeView(row, viewer, row.type === "buy" ? "sell" : "buy");

/**
 * `POST /p2p/{action}`, the spec's generic trade action for accept / hold balance and reject, mapped onto the
 * escrow flow (docs/trades.md 'The generic action'), and the hold-balance check by memo and public key.
 */
export const genericActionRoutes: FastifyPluginAsyncZod<{
  escrow: EscrowService;
  lists: AdListCache;
  feeAccount: string;
}> = async (app, { escrow, lists, feeAccount }) => {
  const onRequest = async (request: Parameters<typeof app.authenticate>[0]) => {
    if (!request.headers.authorization)
      throw new AppError(ErrorCode.Unauthorized, TRADE_MESSAGES.notLoggedIn);
    await app.authenticate(request);
  };
  const security = [{ bearerAuth: [] }];
  const db = app.database.db;

  app.post(
    "/p2p/:action",
    {
      onRequest,
      schema: {
        tags: ["p2p"],
        summary:
          "Generic trade action: accept (hold balance; the seller) in two calls around the wallet's signing, or reject (the ad owner)",
        security,
        params: z.object({ action: z.string().max(40) }),
        body: z.object({
          tradeId,
          /** accept, second call: the hash of the funding the seller's wallet submitted. */
          transaction_hash: z
            .string()
            .regex(/^[0-9a-f]{64}$/i)
            .optional(),
          /** accept: the seller's signature (base64) of the refund, if not sent to /p2p/escrow/refundSignature. */
          refundSignature: z.string().max(200).optional(),
        }),
        response: { 200: ZGenericActionResponse, ...errors },
      },
    },
    async (request) => {
      const action = GENERIC_ACTIONS[request.params.action.toLowerCase()];
      if (!action) throw new AppError(ErrorCode.NotFound, UNKNOWN_ACTION);
      const account = request.account as string;
      if (action === "REJECT") {
        const after = await runTradeAction(app, {
          escrow,
          lists,
          account,
          tradeId: request.body.tradeId,
          action,
        });
        return { step: "rejected" as const, trade: view(after, account), message: TRADE_MESSAGES.accepted };
      }

      // Accept = HOLD_BALANCE, the seller's. A buyer (a buy ad's owner included) is refused: the seller holds.
      const trade = await tradeFor(app, request.body.tradeId, account, "seller");
      if (trade.status !== "pending_user_transfer") {
        // Already accepted (a retry after the answer was lost): the same answer.
        if (trade.startedAt !== null && !isFinalTradeStatus(trade.status as TTradeStatus))
          return { step: "accepted" as const, trade: view(trade, account), message: TRADE_MESSAGES.accepted };
      }
      const decision = transitionTrade(
        tradeFactsOf(trade),
        "HOLD_BALANCE",
        actorOrNotFound(trade, account),
        Date.now(),
      );
      if (!decision.ok) throw refusalError(decision);

      if (request.body.refundSignature)
        await escrow.storeSignature(await escrowOf(escrow, trade), "refund", request.body.refundSignature);
      if (request.body.transaction_hash) {
        const after = await confirmTradeFunding(
          app,
          escrow,
          trade,
          account,
          request.body.transaction_hash.toLowerCase(),
        );
        return { step: "accepted" as const, trade: view(after, account), message: TRADE_MESSAGES.accepted };
      }
      const row = await openTradeEscrow(app, escrow, trade, feeAccount);
      const { fundingXdr, refundXdr } = await escrow.payerTransactions(row, trade.sellerStellarMemo);
      const [current] = await db.select().from(trades).where(eq(trades.id, trade.id));
      return {
        step: "sign" as const,
        trade: view(current ?? trade, account),
        message: TRADE_MESSAGES.accepted,
        escrowAccountId: row.accountId,
        sellerStellarMemo: trade.sellerStellarMemo,
        fundingXdr,
        refundXdr,
      };
    },
  );

  app.get(
    "/p2p/checkHoldBalance",
    {
      onRequest,
      schema: {
        tags: ["p2p"],
        summary:
          "The hold-balance check by memo and public key: whether the seller's balance on the ledger covers the escrow",
        security,
        querystring: z.object({
          memo: z
            .string()
            .regex(/^p2p-\d{1,18}$/, "memo must name a trade, e.g. p2p-41")
            .max(28),
          publicKey: z.string().regex(/^G[A-Z2-7]{55}$/, "publicKey must be a Stellar public key (G…)"),
        }),
        response: {
          200: z.object({
            tradeId: z.string(),
            enough: z.boolean(),
            spendable: z.string(),
            required: z.string(),
            message: z.string(),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const account = request.account as string;
      // Only about oneself: another account's balance is its own business.
      if (request.query.publicKey !== account)
        throw new AppError(ErrorCode.Forbidden, TRADE_MESSAGES.onlySeller);
      const id = request.query.memo.slice("p2p-".length);
      const trade = await tradeFor(app, id, account, "seller");
      const check = await checkHoldBalance(app, trade);
      return {
        tradeId: String(trade.id),
        enough: check.enough,
        spendable: fromStroops(check.spendable),
        required: fromStroops(check.required),
        message: check.enough ? TRADE_MESSAGES.accepted : TRADE_MESSAGES.notEnoughBalance,
      };
    },
  );
};

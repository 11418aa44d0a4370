import {
  ErrorCode,
  P2P_MESSAGES,
  TRADE_MESSAGES,
  type TTradeAction,
  ZAddTradeRequest,
  ZApiError,
  ZGetTradeByIdRequest,
  ZTradeActionRequest,
  ZTradeListRequest,
  ZTradeListResponse,
  ZTradeResponse,
} from "@sextant/core";
import { and, count, desc, eq, notInArray, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { trades } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowService } from "../escrow/escrow-service";
import { AdListCache } from "../p2p/ad-list-cache";
import type { P2pRates } from "../p2p/p2p-rates";
import { createTrade } from "./create-trade";
import { runTradeAction } from "./trade-actions";
import { queueAfterStart } from "./trade-announce";
import { actorOrNotFound, type TradeRow } from "./trade-transition";
import { tradeView } from "./trade-view";

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  503: ZApiError,
};
const FINAL = ["Completed", "Cancelled", "Cancelled_With_Holded_Funds"];

const view = (row: TradeRow, viewer: string) => tradeView(row, viewer, row.type === "buy" ? "sell" : "buy");

/** The trade API of spec doc 2 §7 'Trades', under /api/p2p (docs/trades.md). */
export const tradeRoutes: FastifyPluginAsyncZod<{
  rates: P2pRates;
  lists: AdListCache;
  escrow: EscrowService;
}> = async (app, { rates, lists, escrow }) => {
  /** A trade that reserves or frees an ad's amount changes the public lists. */
  const adChanged = (row: TradeRow) =>
    lists.invalidate(AdListCache.group(row.assetCode, row.type === "buy" ? "sell" : "buy"));
  const db = app.database.db;
  const requireLogin = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw new AppError(ErrorCode.Unauthorized, P2P_MESSAGES.notLoggedIn);
    await app.authenticate(request);
  };
  const secured = { onRequest: requireLogin };
  const security = [{ bearerAuth: [] }];

  for (const [path, type] of [
    ["/p2p/addBuyTrade", "buy"],
    ["/p2p/addSellTrade", "sell"],
  ] as const) {
    app.post(
      path,
      {
        ...secured,
        config: { rateLimit: { max: app.settings.rateLimitStrictPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: ["p2p"],
          summary: `Start a ${type} trade on an ad (KYC approved; battery, ad limits; reserves the ad's amount)`,
          security,
          body: ZAddTradeRequest,
          response: { 200: ZTradeResponse, ...errors },
        },
      },
      async (request) => {
        const account = request.account as string;
        const { replayed, ...row } = await createTrade(
          { db, horizon: app.horizon, rates },
          account,
          type,
          request.body,
        );
        if (replayed) return { trade: view(row, account), message: P2P_MESSAGES.success };
        adChanged(row);
        // The pending expiry, the ad owner told a user has started a trade with them (spec §4), a demo trader's turn.
        await queueAfterStart(app, row, account);
        const summary = {
          tradeId: String(row.id),
          adId: String(row.adId),
          status: "pending_user_transfer" as const,
        };
        for (const party of [row.buyer, row.seller]) {
          app.realtime.emit("newTrade", { ...summary, type, assetCode: row.assetCode }, { toAccount: party });
        }
        return { trade: view(row, account), message: P2P_MESSAGES.success };
      },
    );
  }

  app.get(
    "/p2p/getTradeById",
    {
      ...secured,
      schema: {
        tags: ["p2p"],
        summary: "One trade, for its parties",
        security,
        querystring: ZGetTradeByIdRequest,
        response: { 200: ZTradeResponse, ...errors },
      },
    },
    async (request) => {
      const id = Number(request.query.tradeId);
      const [row] = Number.isSafeInteger(id) ? await db.select().from(trades).where(eq(trades.id, id)) : [];
      if (!row) throw new AppError(ErrorCode.NotFound, TRADE_MESSAGES.tradeNotFound);
      actorOrNotFound(row, request.account as string);
      return { trade: view(row, request.account as string) };
    },
  );

  for (const [path, active] of [
    ["/p2p/getTradeByAccountId", false],
    ["/p2p/getActiveTradeByAccountId", true],
  ] as const) {
    app.get(
      path,
      {
        ...secured,
        schema: {
          tags: ["p2p"],
          summary: active
            ? "The caller's active trades, newest first"
            : "The caller's trades (history), newest first",
          security,
          querystring: ZTradeListRequest,
          response: { 200: ZTradeListResponse, ...errors },
        },
      },
      async (request) => {
        const account = request.account as string;
        const { take, skip, asset_code } = request.query;
        const where = and(
          or(eq(trades.buyer, account), eq(trades.seller, account)),
          active ? notInArray(trades.status, FINAL) : undefined,
          asset_code ? eq(trades.assetCode, asset_code.toUpperCase()) : undefined,
        );
        const [rows, [total]] = await Promise.all([
          db.select().from(trades).where(where).orderBy(desc(trades.id)).limit(take).offset(skip),
          db.select({ n: count() }).from(trades).where(where),
        ]);
        return { trades: rows.map((row) => view(row, account)), total: total?.n ?? 0 };
      },
    );
  }

  /** One route per action; the state machine decides, the database update enforces. */
  const actions: Array<[string, TTradeAction, string]> = [
    ["claimAmountTransferByBuyer", "I_HAVE_PAID", "The buyer has paid ('I have paid')"],
    ["claimAmountRecivedBySeller", "I_HAVE_RECEIVED", "The seller has received the payment"],
    [
      "disputeAmountNotRecivedBySeller",
      "I_HAVE_NOT_RECEIVED",
      "The seller has not received the payment: dispute",
    ],
    ["cancleTradeByBuyer", "CANCEL", "Cancel, as the buyer"],
    ["cancleTradeBySeller", "CANCEL", "Cancel, as the seller"],
    ["disputeTradeExpired", "DISPUTE_EXPIRED", "Open a dispute on an expired trade"],
    ["rejectTrade", "REJECT", "Reject a pending trade (the ad owner)"],
  ];
  for (const [name, action, summary] of actions) {
    app.post(
      `/p2p/${name}`,
      {
        ...secured,
        schema: {
          tags: ["p2p"],
          summary,
          security,
          body: ZTradeActionRequest,
          response: { 200: ZTradeResponse, ...errors },
        },
      },
      async (request) => {
        const account = request.account as string;
        const named = name.endsWith("ByBuyer")
          ? "buyer"
          : name.endsWith("BySeller")
            ? "seller"
            : request.body.actionBy?.toLowerCase();
        const after = await runTradeAction(app, {
          escrow,
          lists,
          account,
          tradeId: request.body.tradeId,
          action,
          namedSide: named === "buyer" || named === "seller" ? named : undefined,
          releaseSignature: request.body.releaseSignature,
        });
        return { trade: view(after, account), message: TRADE_MESSAGES.accepted };
      },
    );
  }
};

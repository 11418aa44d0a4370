import { randomUUID } from "node:crypto";
import {
  ErrorCode,
  ZAnchorFeeResponse,
  ZApiError,
  ZGetAnchorFeeRequest,
  ZGetAnchorTransactionRequest,
  ZGetAnchorTransactionResponse,
  ZGetAnchorTransactionsRequest,
  ZGetAnchorTransactionsResponse,
  ZGetOverallTransactionsRequest,
  ZPostDepositInteractiveRequest,
  ZPostInteractiveResponse,
  ZPostWithdrawInteractiveRequest,
  ZSep24InfoResponse,
} from "@sextant/core";
import { and, eq, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { anchorTransactions } from "../../db/schema";
import { AppError } from "../../errors";
import { ANCHOR_ASSETS, type AnchorAssetTerms, withdrawFeeRule } from "./anchor-assets";
import { toAnchorTransaction } from "./anchor-records";
import type { AnchorService } from "./anchor-service";
import { chainOf, depositInfo, startDeposit } from "./deposits";
import { interactiveUrl, newInteractiveToken, originOf } from "./interactive-token";
import { listTransactions } from "./transaction-queries";
import { createWithdrawal, servedTerms, totals } from "./withdrawals";

type TAssetInfo = { enabled: boolean; min_amount: number; fee_fixed: number; fee_percent: number };

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  503: ZApiError,
};

/** The fee answer of `feeForFrontend` and the interactive page. */
export function feesOf(terms: AnchorAssetTerms) {
  const rule = withdrawFeeRule(terms);
  return {
    asset_code: terms.code,
    fee: trim(rule.fixed),
    deposit: { fee_fixed: terms.deposit.fixed, fee_percent: terms.deposit.percent, min: terms.deposit.min },
    withdraw: {
      service_fee_fixed: terms.withdraw.fixed,
      service_fee_percent: terms.withdraw.percent,
      blockchain_fee: terms.withdraw.blockchainFee,
      min: terms.withdraw.min,
    },
    chains: terms.chains,
  };
}

function trim(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/**
 * The anchor's routes under /api/sep24 (= TRANSFER_SERVER_SEP0024): the spec's deposit and withdraw calls and
 * SEP-24's, which share paths (docs/anchor.md). JSON or form bodies; every error also carries `error` (SEP-24's
 * field, and where the spec's app reads it) beside the API's `{ code, message }`; any origin may call them.
 */
export const sep24Routes: FastifyPluginAsyncZod<{ service: AnchorService }> = async (app, { service }) => {
  const { db } = app.database;
  const context = { db, chains: service.chains, keys: service.options.anchorKeys };
  const show = (request: FastifyRequest) => ({ issuerOf: service.issuerOf, origin: originOf(request) });

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  // The chains open with the first pass; a request arriving before it opens them itself.
  app.addHook("preHandler", async () => service.chains.open());
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("access-control-allow-origin", "*");
    if (reply.statusCode < 400 || typeof payload !== "string") return payload;
    try {
      const body = JSON.parse(payload) as { message?: string; error?: string };
      if (typeof body.message === "string" && body.error === undefined) {
        return JSON.stringify({ ...body, error: body.message });
      }
    } catch {
      // not JSON: sent as it is
    }
    return payload;
  });

  /** The caller's own account: `account`, when given, must be the signed-in one. */
  const accountOf = (request: FastifyRequest, given: string | undefined): string => {
    const account = request.account ?? "";
    if (given && given !== account) {
      throw new AppError(ErrorCode.Forbidden, "You can only deposit and withdraw for your own account.");
    }
    return account;
  };

  app.get(
    "/info",
    {
      schema: {
        tags: ["anchor"],
        summary: "SEP-24 info: the assets this anchor serves",
        response: { 200: ZSep24InfoResponse },
      },
    },
    async () => {
      const deposit: Record<string, TAssetInfo> = {};
      const withdraw: Record<string, TAssetInfo> = {};
      for (const terms of ANCHOR_ASSETS) {
        const enabled = terms.chains.some((chain) => service.chains.token(chain, terms.code));
        deposit[terms.code] = {
          enabled,
          min_amount: Number(terms.deposit.min),
          fee_fixed: Number(terms.deposit.fixed),
          fee_percent: Number(terms.deposit.percent),
        };
        const rule = withdrawFeeRule(terms);
        withdraw[terms.code] = {
          enabled,
          min_amount: Number(terms.withdraw.min),
          fee_fixed: Number(rule.fixed),
          fee_percent: Number(rule.percent),
        };
      }
      return {
        deposit,
        withdraw,
        fee: { enabled: false },
        features: { account_creation: false, claimable_balances: true },
      };
    },
  );

  app.get(
    "/feeForFrontend",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["anchor"],
        summary: "The deposit and withdraw fees of an anchored asset (spec doc 2 §7)",
        security: [{ bearerAuth: [] }],
        querystring: ZGetAnchorFeeRequest,
        response: { 200: ZAnchorFeeResponse, ...errors },
      },
    },
    async (request) => feesOf(servedTerms(request.query.asset_code, "Deposits")),
  );

  app.post(
    "/transactions/deposit/interactive",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["anchor"],
        summary: "Start a deposit: the interactive URL, and with chainshort the deposit address at once",
        security: [{ bearerAuth: [] }],
        body: ZPostDepositInteractiveRequest,
        response: { 200: ZPostInteractiveResponse, ...errors },
      },
    },
    async (request) => {
      const account = accountOf(request, request.body.account);
      const chain = chainOf(request.body.chainshort, request.body.asset_code);
      const deposit = chain ? await depositInfo(context, account, request.body.asset_code, chain) : undefined;
      const token = newInteractiveToken();
      const row = await startDeposit(
        context,
        account,
        request.body.asset_code,
        chain,
        token.hash,
        token.expiresAt,
      );
      return {
        type: "interactive_customer_info_needed" as const,
        url: interactiveUrl(request, token.token, row.id),
        id: row.id,
        ...(deposit
          ? {
              deposit,
              how: deposit.how,
              fee_fixed: deposit.fee_fixed,
              fee_percent: deposit.fee_percent,
              deposit_min: deposit.deposit_min,
            }
          : {}),
      };
    },
  );

  app.post(
    "/transactions/withdraw/interactive",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["anchor"],
        summary: "Start a withdrawal: with dest and amount, the account and memo to pay amount + fee to",
        security: [{ bearerAuth: [] }],
        body: ZPostWithdrawInteractiveRequest,
        response: { 200: ZPostInteractiveResponse, ...errors },
      },
    },
    async (request) => {
      const account = accountOf(request, request.body.account);
      const { asset_code: assetCode, dest, amount, isTrc20 } = request.body;
      const token = newInteractiveToken();
      const wctx = {
        db,
        horizon: app.horizon,
        chains: service.chains,
        prices: service.options.prices,
        issuerOf: service.issuerOf,
      };
      if (dest !== undefined || amount !== undefined) {
        const row = await createWithdrawal(wctx, {
          account,
          assetCode,
          amount: amount ?? "",
          dest: dest ?? "",
          isTrc20,
        });
        return {
          type: "interactive_customer_info_needed" as const,
          url: interactiveUrl(request, token.token, row.id),
          id: row.id,
          account_id: service.issuerOf(row.assetCode),
          memo: row.withdrawMemo ?? "",
          memo_type: "text" as const,
          ...totals(row),
        };
      }
      const terms = servedTerms(assetCode, "Withdrawals");
      const [row] = await db
        .insert(anchorTransactions)
        .values({
          id: randomUUID(),
          kind: "withdrawal",
          status: "incomplete",
          account,
          assetCode: terms.code,
          tokenHash: token.hash,
          tokenExpiresAt: token.expiresAt,
        })
        .returning();
      if (!row) throw new Error("The withdrawal was not recorded");
      return {
        type: "interactive_customer_info_needed" as const,
        url: interactiveUrl(request, token.token, row.id),
        id: row.id,
      };
    },
  );

  app.get(
    "/transactions",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["anchor"],
        summary:
          "The caller's deposits and withdrawals of an asset, newest first, 10 a page (spec and SEP-24)",
        security: [{ bearerAuth: [] }],
        querystring: ZGetAnchorTransactionsRequest,
        response: { 200: ZGetAnchorTransactionsResponse, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, hasMore } = await listTransactions(db, {
        account: request.account,
        assetCode: q.asset_code,
        kind: q.kind,
        pagingId: q.paging_id,
        limit: q.limit,
        noOlderThan: q.no_older_than,
      });
      return { transactions: rows.map((row) => toAnchorTransaction(row, show(request))), has_more: hasMore };
    },
  );

  app.get(
    "/overalltransactions",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["anchor"],
        summary: "The caller's deposits and withdrawals of every asset, newest first, 10 a page",
        security: [{ bearerAuth: [] }],
        querystring: ZGetOverallTransactionsRequest,
        response: { 200: ZGetAnchorTransactionsResponse, ...errors },
      },
    },
    async (request) => {
      const { rows, hasMore } = await listTransactions(db, {
        account: request.account,
        pagingId: request.query.paging_id,
      });
      return { transactions: rows.map((row) => toAnchorTransaction(row, show(request))), has_more: hasMore };
    },
  );

  app.get(
    "/transaction",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["anchor"],
        summary: "One of the caller's transactions by id, Stellar or chain transaction id (SEP-24)",
        security: [{ bearerAuth: [] }],
        querystring: ZGetAnchorTransactionRequest,
        response: { 200: ZGetAnchorTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const { id, stellar_transaction_id: stellarId, external_transaction_id: externalId } = request.query;
      const match = id
        ? eq(anchorTransactions.id, id)
        : stellarId
          ? eq(anchorTransactions.stellarTransactionId, stellarId)
          : externalId
            ? or(
                eq(anchorTransactions.externalTransactionId, externalId.toLowerCase()),
                eq(anchorTransactions.externalTransactionId, externalId),
              )
            : undefined;
      if (!match)
        throw new AppError(
          ErrorCode.ValidationFailed,
          "Give id, stellar_transaction_id or external_transaction_id.",
        );
      const [row] = await db
        .select()
        .from(anchorTransactions)
        .where(and(match, eq(anchorTransactions.account, request.account ?? "")))
        .limit(1);
      if (!row) throw new AppError(ErrorCode.NotFound, "Transaction not found.");
      return { transaction: toAnchorTransaction(row, show(request)) };
    },
  );
};

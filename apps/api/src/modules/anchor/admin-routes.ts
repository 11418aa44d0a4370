import {
  ErrorCode,
  type TAnchorStatus,
  ZAdminAnchorRefundParams,
  ZAdminAnchorRefundResponse,
  ZAdminAnchorTransactionsRequest,
  ZAdminAnchorTransactionsResponse,
  ZApiError,
  ZReconciliationResponse,
} from "@sextant/core";
import { inArray } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { anchorStellarPayments } from "../../db/schema";
import { AppError } from "../../errors";
import { anchorRowById, toAnchorTransaction } from "./anchor-records";
import type { AnchorService } from "./anchor-service";
import { originOf } from "./interactive-token";
import { refundWithdrawal } from "./payouts";
import { latestReconciliation, reconcile } from "./reconciler";
import { listTransactions } from "./transaction-queries";

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

/** Administrators (every route under /api/admin is checked by the admin hook): transactions and reconciliation. */
export const anchorAdminRoutes: FastifyPluginAsyncZod<{ service: AnchorService }> = async (
  app,
  { service },
) => {
  const { db } = app.database;
  const horizonUrl = app.settings.publicHorizonUrl;

  app.get(
    "/admin/anchor/transactions",
    {
      schema: {
        tags: ["admin"],
        summary: "Every account's anchored transactions with their chain and ledger links",
        security: [{ bearerAuth: [] }],
        querystring: ZAdminAnchorTransactionsRequest,
        response: { 200: ZAdminAnchorTransactionsResponse, ...errors },
      },
    },
    async (request) => {
      const { rows, hasMore } = await listTransactions(db, {
        kind: request.query.kind,
        status: request.query.status,
        pagingId: request.query.paging_id,
        limit: 25,
      });
      const refunds = rows.length
        ? await db
            .select()
            .from(anchorStellarPayments)
            .where(
              inArray(
                anchorStellarPayments.withdrawalId,
                rows.map((row) => row.id),
              ),
            )
        : [];
      const context = { issuerOf: service.issuerOf, origin: originOf(request) };
      return {
        transactions: rows.map((row) => ({
          ...toAnchorTransaction(row, context),
          account: row.account,
          // The local chain has no explorer; a real network's explorer would be configured with its RPC URL.
          chain_explorer_url: null,
          ledger_url: row.stellarTransactionId
            ? `${horizonUrl}/transactions/${row.stellarTransactionId}`
            : null,
          refund_transaction_id:
            refunds.find((refund) => refund.withdrawalId === row.id && refund.refundTransactionId)
              ?.refundTransactionId ?? null,
        })),
        has_more: hasMore,
      };
    },
  );

  app.post(
    "/admin/anchor/transactions/:id/refund",
    {
      schema: {
        tags: ["admin"],
        summary: "Refund a withdrawal whose payment arrived but that will not be paid out (pending_anchor)",
        security: [{ bearerAuth: [] }],
        params: ZAdminAnchorRefundParams,
        response: { 200: ZAdminAnchorRefundResponse, ...errors, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const row = await anchorRowById(db, request.params.id);
      if (row?.kind !== "withdrawal") throw new AppError(ErrorCode.NotFound, "Withdrawal not found.");
      const refunded = await refundWithdrawal({ db, issuerOf: service.issuerOf }, row, ["pending_anchor"], {
        message: "This withdrawal was cancelled by an administrator; your payment is refunded.",
        reason: `Refunded by an administrator (${request.account ?? "unknown"}).`,
      });
      if (!refunded) {
        throw new AppError(
          ErrorCode.Conflict,
          "Only a withdrawal whose payment arrived and whose payout is not signed yet can be refunded.",
        );
      }
      return { id: refunded.id, status: refunded.status as TAnchorStatus };
    },
  );

  app.get(
    "/admin/anchor/reconciliation",
    {
      schema: {
        tags: ["admin"],
        summary: "The reconciler's latest pass: chain holdings against the anchored supply, drift alerts",
        security: [{ bearerAuth: [] }],
        response: { 200: ZReconciliationResponse, ...errors },
      },
    },
    async () => latestReconciliation(db),
  );

  app.post(
    "/admin/anchor/reconciliation",
    {
      schema: {
        tags: ["admin"],
        summary: "Run a reconciler pass now",
        security: [{ bearerAuth: [] }],
        response: { 200: ZReconciliationResponse, ...errors },
      },
    },
    async () =>
      reconcile({
        db,
        horizon: app.horizon,
        chains: service.chains,
        keys: service.options.anchorKeys,
        issuerOf: service.issuerOf,
      }),
  );
};

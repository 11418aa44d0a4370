import {
  ErrorCode,
  ZApiError,
  ZCompleteInteractiveDepositRequest,
  ZCompleteInteractiveResponse,
  ZCompleteInteractiveWithdrawRequest,
  ZInteractiveSession,
  ZInteractiveTokenParams,
} from "@sextant/core";
import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { anchorTransactions } from "../../db/schema";
import { AppError } from "../../errors";
import { type AnchorRow, toAnchorTransaction } from "./anchor-records";
import type { AnchorService } from "./anchor-service";
import { depositInfo } from "./deposits";
import { originOf } from "./interactive-token";
import { feesOf } from "./sep24-routes";
import { createWithdrawal, hashToken, servedTerms } from "./withdrawals";

const USED = "This link has expired or was already used.";
const errors = { 400: ZApiError, 404: ZApiError, 409: ZApiError, 410: ZApiError, 503: ZApiError };

/**
 * The calls of the SEP-24 interactive page (`/sep24/interactive?token=…`), authorised by the one-time token of its
 * URL alone (a wallet opens the page in a browser that has no session of ours). Completing the page uses the token
 * up: the token's hash is cleared in the same conditional update that moves the transaction on.
 */
export const interactiveRoutes: FastifyPluginAsyncZod<{ service: AnchorService }> = async (
  app,
  { service },
) => {
  const { db } = app.database;
  const show = (request: FastifyRequest) => ({ issuerOf: service.issuerOf, origin: originOf(request) });

  app.addHook("preHandler", async () => service.chains.open());

  async function rowOf(token: string): Promise<AnchorRow> {
    const [row] = await db
      .select()
      .from(anchorTransactions)
      .where(eq(anchorTransactions.tokenHash, hashToken(token)));
    if (!row) throw new AppError(ErrorCode.NotFound, USED, 410);
    if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() < Date.now())
      throw new AppError(ErrorCode.NotFound, USED, 410);
    return row;
  }

  /** Clears the token while the row is still in `from`: answers false when someone used it first. */
  async function useToken(row: AnchorRow): Promise<boolean> {
    const [used] = await db
      .update(anchorTransactions)
      .set({ tokenHash: null, tokenExpiresAt: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(anchorTransactions.id, row.id),
          isNotNull(anchorTransactions.tokenHash),
          gt(anchorTransactions.tokenExpiresAt, sql`now()`),
        ),
      )
      .returning({ id: anchorTransactions.id });
    return used !== undefined;
  }

  app.get(
    "/interactive/:token",
    {
      schema: {
        tags: ["anchor"],
        summary: "The interactive page's transaction, by the one-time token of its URL",
        params: ZInteractiveTokenParams,
        response: { 200: ZInteractiveSession, ...errors },
      },
    },
    async (request) => {
      const row = await rowOf(request.params.token);
      const terms = servedTerms(row.assetCode, "Deposits");
      return {
        transaction: toAnchorTransaction(row, show(request)),
        account: row.account,
        chains: terms.chains.filter((chain) => service.chains.token(chain, terms.code)),
        fees: feesOf(terms),
      };
    },
  );

  app.post(
    "/interactive/:token/deposit",
    {
      schema: {
        tags: ["anchor"],
        summary: "Finish an interactive deposit: choose the chain and get the deposit address",
        params: ZInteractiveTokenParams,
        body: ZCompleteInteractiveDepositRequest,
        response: { 200: ZCompleteInteractiveResponse, ...errors },
      },
    },
    async (request) => {
      const row = await rowOf(request.params.token);
      if (row.kind !== "deposit")
        throw new AppError(ErrorCode.ValidationFailed, "This link is for a withdrawal.");
      const context = { db, chains: service.chains, keys: service.options.anchorKeys };
      const deposit = await depositInfo(context, row.account, row.assetCode, request.body.chain);
      if (!(await useToken(row))) throw new AppError(ErrorCode.NotFound, USED, 410);
      let current = row;
      if (row.status === "incomplete") {
        const [moved] = await db
          .update(anchorTransactions)
          .set({ status: "pending_user_transfer_start", chain: request.body.chain, updatedAt: sql`now()` })
          .where(and(eq(anchorTransactions.id, row.id), eq(anchorTransactions.status, "incomplete")))
          .returning();
        current = moved ?? row;
      }
      return { transaction: toAnchorTransaction(current, show(request)), deposit };
    },
  );

  app.post(
    "/interactive/:token/withdraw",
    {
      schema: {
        tags: ["anchor"],
        summary:
          "Finish an interactive withdrawal: destination and amount; the wallet then pays amount + fee",
        params: ZInteractiveTokenParams,
        body: ZCompleteInteractiveWithdrawRequest,
        response: { 200: ZCompleteInteractiveResponse, ...errors },
      },
    },
    async (request) => {
      const row = await rowOf(request.params.token);
      if (row.kind !== "withdrawal")
        throw new AppError(ErrorCode.ValidationFailed, "This link is for a deposit.");
      if (row.status !== "incomplete")
        throw new AppError(ErrorCode.Conflict, "This withdrawal was already submitted.");
      const context = {
        db,
        horizon: app.horizon,
        chains: service.chains,
        prices: service.options.prices,
        issuerOf: service.issuerOf,
      };
      const updated = await createWithdrawal(
        context,
        {
          account: row.account,
          assetCode: row.assetCode,
          amount: request.body.amount,
          dest: request.body.dest,
        },
        row,
      );
      await useToken(updated);
      return { transaction: toAnchorTransaction(updated, show(request)) };
    },
  );
};

import {
  fromStroops,
  type TEscrowReconcileRun,
  type TEscrowReconciliation,
  ZApiError,
  ZEscrowReconciliationResponse,
} from "@sextant/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { escrowAccounts, type escrowReconcileRuns, trades } from "../../db/schema";
import type { EscrowService } from "../escrow/escrow-service";
import { type EscrowReconcileProblem, latestReconcileRuns, reconcileEscrows } from "./reconcile";
import { TRADE_ESCROW_PURPOSE } from "./trade-escrow";

const errors = { 401: ZApiError, 403: ZApiError };

function runView(row: typeof escrowReconcileRuns.$inferSelect): TEscrowReconcileRun {
  return {
    id: row.id,
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    checked: row.checked,
    settled: row.settled,
    resubmitted: row.resubmitted,
    confirmed: row.confirmed,
    recorded: row.recorded,
    reclaimed: row.reclaimed,
    problems: row.problems as EscrowReconcileProblem[],
    error: row.error,
  };
}

/**
 * The escrow section of the admin console (every route under /api/admin is checked by the admin hook): the
 * reconciler's last runs with their problems, the escrows still open, and "run now".
 */
export const escrowAdminRoutes: FastifyPluginAsyncZod<{ escrow: EscrowService }> = async (
  app,
  { escrow },
) => {
  const db = app.database.db;
  const security = [{ bearerAuth: [] }];

  const overview = async (): Promise<TEscrowReconciliation> => {
    const [runs, open, sponsor] = await Promise.all([
      latestReconcileRuns(app, 10),
      db
        .select({ escrow: escrowAccounts, tradeStatus: trades.status })
        .from(escrowAccounts)
        .leftJoin(
          trades,
          and(
            eq(escrowAccounts.purpose, TRADE_ESCROW_PURPOSE),
            eq(sql`${trades.id}::text`, escrowAccounts.reference),
          ),
        )
        .where(inArray(escrowAccounts.status, ["opening", "open", "funded"]))
        .orderBy(desc(escrowAccounts.id))
        .limit(100),
      escrow.sponsorStatus().catch(() => null),
    ]);
    return {
      horizonUrl: app.settings.publicHorizonUrl,
      runs: runs.map(runView),
      openEscrows: open.map(({ escrow: row, tradeStatus }) => ({
        id: row.id,
        escrowAccountId: row.accountId,
        purpose: row.purpose,
        reference: row.reference,
        status: row.status,
        assetCode: row.assetCode,
        total: fromStroops(row.amount + row.fee),
        payer: row.payer,
        payee: row.payee,
        tradeStatus: tradeStatus ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      sponsor: sponsor && {
        account: sponsor.account,
        available: fromStroops(sponsor.available),
        needed: fromStroops(sponsor.needed),
        low: sponsor.low,
      },
    };
  };

  app.get(
    "/admin/escrow/reconciliation",
    {
      schema: {
        tags: ["admin"],
        summary: "The escrow reconciler's last runs, their problems, and every escrow still open",
        security,
        response: { 200: ZEscrowReconciliationResponse, ...errors },
      },
    },
    overview,
  );

  app.post(
    "/admin/escrow/reconciliation/run",
    {
      schema: {
        tags: ["admin"],
        summary: "Runs the escrow reconciler now and answers the overview with that run first",
        security,
        response: { 200: ZEscrowReconciliationResponse, ...errors },
      },
    },
    async () => {
      // A run that stopped (the ledger unreachable) is stored with its error, which the overview shows.
      await reconcileEscrows(app, escrow, new Date(), "admin").catch((error: unknown) =>
        app.log.warn({ err: error }, "escrow reconciliation run by an administrator stopped"),
      );
      return overview();
    },
  );
};

import {
  ErrorCode,
  isoDay,
  nextRamadan,
  percentToUnits,
  referralSharesError,
  ZAdminReferralsOverview,
  ZAdminZakatOverview,
  ZAdminZakatRecords,
  ZAdminZakatRecordsRequest,
  ZApiError,
  ZReferralPayoutResult,
  ZReferralShares,
  ZZakatCheckResult,
  ZZakatConfig,
  zakatDueAt,
} from "@sextant/core";
import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { referralRewards, referralScan } from "../../db/schema";
import { AppError } from "../../errors";
import { isLedgerUnreachable } from "../../ledger/horizon";
import { ledgerNow } from "./ledger-time";
import type { ReferralPayouts } from "./referral-payouts";
import { retryReward } from "./referral-payouts";
import {
  readReferralShares,
  readZakatConfig,
  trimDecimal,
  writeReferralShares,
  writeZakatConfig,
} from "./reward-settings";
import { countOptedIn, zakatRecordsOfYear } from "./zakat-service";

export interface RewardsAdminOptions {
  defaultAddress: string;
  feeAccount: string;
  runZakatCheck: () => Promise<z.infer<typeof ZZakatCheckResult>>;
  payouts: ReferralPayouts;
}

/** Admin (under `/api/admin`, administrators only): zakat configuration and records; referral shares and payouts. */
export const rewardsAdminRoutes: FastifyPluginAsyncZod<RewardsAdminOptions> = async (app, options) => {
  const tags = ["admin"];
  const security = [{ bearerAuth: [] }];
  const db = app.database.db;

  app.get(
    "/rewards/zakat",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Zakat configuration, Nisab, and the calendar by the ledger's clock",
        response: { 200: ZAdminZakatOverview, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => {
      const now = await ledgerNow(app.horizon).catch(() => new Date());
      const next = nextRamadan(now);
      return {
        ...(await readZakatConfig(db, options.defaultAddress)),
        ledgerTime: now.toISOString(),
        nextRamadan: isoDay(next.ramadanStart),
        nextHijriYear: next.hijriYear,
        dueHijriYear: zakatDueAt(now)?.hijriYear ?? null,
        optedIn: await countOptedIn(db),
      };
    },
  );

  app.put(
    "/rewards/zakat",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Save the zakat configuration (percentage, address, on/off, Nisab and its basis)",
        body: ZZakatConfig,
        response: { 200: ZZakatConfig, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      if (percentToUnits(request.body.percentage) === null) {
        throw new AppError(ErrorCode.ValidationFailed, "The percentage must be from 0 to 100.");
      }
      await writeZakatConfig(db, request.body);
      return readZakatConfig(db, options.defaultAddress);
    },
  );

  app.get(
    "/rewards/zakat/records",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Every account's zakat records of a year",
        querystring: ZAdminZakatRecordsRequest,
        response: { 200: ZAdminZakatRecords, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => zakatRecordsOfYear(db, request.query.year),
  );

  app.post(
    "/rewards/zakat/run",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Run the zakat check now (it also runs every minute)",
        response: { 200: ZZakatCheckResult, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => options.runZakatCheck(),
  );

  app.get(
    "/rewards/referrals",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Referral shares by level and the latest rewards",
        response: { 200: ZAdminReferralsOverview, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => {
      const [rows, [scan], shares] = await Promise.all([
        db.select().from(referralRewards).orderBy(desc(referralRewards.id)).limit(100),
        db.select().from(referralScan).where(eq(referralScan.feeAccount, options.feeAccount)),
        readReferralShares(db),
      ]);
      return {
        shares,
        cursor: scan?.cursor ?? "0",
        rewards: rows.map((row) => ({
          id: row.id,
          feePaymentId: row.feePaymentId,
          referred: row.referred,
          referrer: row.referrer,
          level: row.level,
          feeAmount: row.feeAmount,
          amount: row.amount,
          coinCode: row.coinCode,
          status: row.status as "pending" | "submitting" | "paid" | "failed",
          txHash: row.payoutTxHash,
          error: row.error,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.put(
    "/rewards/referrals",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Save the referral shares by level (percent of each fee; together at most 100)",
        body: ZReferralShares,
        response: { 200: ZReferralShares, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      const error = referralSharesError(request.body.shares);
      if (error) throw new AppError(ErrorCode.ValidationFailed, error);
      await writeReferralShares(db, request.body.shares.map(trimDecimal));
      return { shares: await readReferralShares(db) };
    },
  );

  app.post(
    "/rewards/referrals/run",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Run a referral payout pass now (it also runs every 30 s)",
        response: { 200: ZReferralPayoutResult, 401: ZApiError, 403: ZApiError },
      },
    },
    async () => {
      try {
        return await options.payouts.run();
      } catch (error) {
        if (isLedgerUnreachable(error)) {
          throw new AppError(
            ErrorCode.Unavailable,
            "The ledger is unavailable, try again.",
            undefined,
            error,
          );
        }
        throw error;
      }
    },
  );

  app.post(
    "/rewards/referrals/:id/retry",
    {
      onRequest: app.authenticateAdmin,
      schema: {
        tags,
        security,
        summary: "Give a failed referral payout another attempt",
        params: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 200: z.object({ retried: z.boolean() }), 401: ZApiError, 403: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      if (!(await retryReward(db, request.params.id))) {
        throw new AppError(ErrorCode.Conflict, "Only a failed payout can be tried again.");
      }
      return { retried: true };
    },
  );
};

import {
  type TReferralPayoutResult,
  type TZakatCheckResult,
  type TZakatConfig,
  ZAdminReferralsOverview,
  ZAdminZakatOverview,
  ZAdminZakatRecords,
  ZReferralPayoutResult,
  ZReferralShares,
  ZZakatCheckResult,
  ZZakatConfig,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/rewards/zakat: configuration and the calendar by the ledger's clock. */
export const fetchZakatOverview = () =>
  apiRequest("/admin/rewards/zakat", { auth: true, schema: ZAdminZakatOverview });

/** PUT /api/admin/rewards/zakat. */
export const saveZakatConfig = (config: TZakatConfig) =>
  apiRequest("/admin/rewards/zakat", { method: "PUT", auth: true, body: config, schema: ZZakatConfig });

/** GET /api/admin/rewards/zakat/records?year. */
export const fetchZakatRecords = (year: number) =>
  apiRequest("/admin/rewards/zakat/records", { auth: true, query: { year }, schema: ZAdminZakatRecords });

/** POST /api/admin/rewards/zakat/run: one zakat check now. */
export const runZakatCheck = (): Promise<TZakatCheckResult> =>
  apiRequest("/admin/rewards/zakat/run", { method: "POST", auth: true, schema: ZZakatCheckResult });

/** GET /api/admin/rewards/referrals: shares and the latest rewards. */
export const fetchReferralsOverview = () =>
  apiRequest("/admin/rewards/referrals", { auth: true, schema: ZAdminReferralsOverview });

/** PUT /api/admin/rewards/referrals. */
export const saveReferralShares = (shares: string[]) =>
  apiRequest("/admin/rewards/referrals", {
    method: "PUT",
    auth: true,
    body: { shares },
    schema: ZReferralShares,
  });

/** POST /api/admin/rewards/referrals/run: one payout pass now. */
export const runReferralPayouts = (): Promise<TReferralPayoutResult> =>
  apiRequest("/admin/rewards/referrals/run", { method: "POST", auth: true, schema: ZReferralPayoutResult });

/** POST /api/admin/rewards/referrals/{id}/retry: another attempt for a failed payout. */
export const retryReferralPayout = (id: number) =>
  apiRequest(`/admin/rewards/referrals/${id}/retry`, { method: "POST", auth: true });

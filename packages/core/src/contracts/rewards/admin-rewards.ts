import { z } from "zod";
import { text } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";
import { ZZakatRecord } from "./zakat";

const percentage = z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, "A percentage with at most 4 decimals");
const usd = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, "A USD amount with at most 2 decimals");

/** The operator's zakat configuration (spec doc 2 §3 'Zakat config'), with the Nisab and its basis. */
export const ZZakatConfig = z.object({
  percentage,
  zakatAddress: ZPublicKey,
  isZakatEnabled: z.boolean(),
  nisabUsd: usd,
  nisabBasis: text(80, { min: 1 }),
});
export type TZakatConfig = z.infer<typeof ZZakatConfig>;

/** GET /api/admin/rewards/zakat: the configuration and where the calendar stands by the ledger's clock. */
export const ZAdminZakatOverview = ZZakatConfig.extend({
  ledgerTime: z.string(),
  nextRamadan: z.string(),
  nextHijriYear: z.number().int(),
  /** Set while the ledger's clock is in Ramadan: the Hijri year whose records are being written. */
  dueHijriYear: z.number().int().nullable(),
  optedIn: z.number().int(),
});
export type TAdminZakatOverview = z.infer<typeof ZAdminZakatOverview>;

/** GET /api/admin/rewards/zakat/records?year: every account's records of a year, with totals. */
export const ZAdminZakatRecordsRequest = z.object({ year: z.coerce.number().int().min(1900).max(2200) });
export const ZAdminZakatRecords = z.object({
  records: z.array(ZZakatRecord),
  unpaid: z.number().int(),
  paid: z.number().int(),
});
export type TAdminZakatRecords = z.infer<typeof ZAdminZakatRecords>;

/** POST /api/admin/rewards/zakat/run: one zakat check now (the job also runs it every minute). */
export const ZZakatCheckResult = z.object({
  ledgerTime: z.string(),
  dueHijriYear: z.number().int().nullable(),
  written: z.number().int(),
});
export type TZakatCheckResult = z.infer<typeof ZZakatCheckResult>;

/** The referral shares by level, percent of each fee (admin). */
export const ZReferralShares = z.object({ shares: z.array(percentage).length(3) });
export type TReferralShares = z.infer<typeof ZReferralShares>;

export const ZAdminReferralReward = z.object({
  id: z.number().int(),
  feePaymentId: z.string(),
  referred: z.string(),
  referrer: z.string(),
  level: z.number().int(),
  feeAmount: z.string(),
  amount: z.string(),
  coinCode: z.string(),
  status: z.enum(["pending", "submitting", "paid", "failed"]),
  txHash: z.string().nullable(),
  error: z.string(),
  createdAt: z.string(),
});
export type TAdminReferralReward = z.infer<typeof ZAdminReferralReward>;

/** GET /api/admin/rewards/referrals: shares and the latest payouts. */
export const ZAdminReferralsOverview = ZReferralShares.extend({
  rewards: z.array(ZAdminReferralReward),
  cursor: z.string(),
});
export type TAdminReferralsOverview = z.infer<typeof ZAdminReferralsOverview>;

/** POST /api/admin/rewards/referrals/run: one payout pass now (the job also runs it every 30 s). */
export const ZReferralPayoutResult = z.object({
  feePayments: z.number().int(),
  rewarded: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
});
export type TReferralPayoutResult = z.infer<typeof ZReferralPayoutResult>;

/** POST /api/test-hooks/rewards/ledger-clock (TEST_HOOKS only): move the standalone ledger's clock. */
export const ZLedgerClockRequest = z.object({
  time: z.iso.datetime().optional(),
  reset: z.boolean().optional(),
});
export const ZLedgerClockResponse = z.object({ ledgerTime: z.string() });

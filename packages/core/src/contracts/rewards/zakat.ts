import { z } from "zod";
import { text, ZAmount, ZAssetId, ZTransactionHash } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

const year = z.coerce.number().int().min(1900).max(2200);

/** One zakat record (spec doc 2 §3 'Zakat history'): an asset's zakat of one year, unpaid until paid on the ledger. */
export const ZZakatRecord = z
  .object({
    id: z.number().int(),
    account: z.string(),
    /** The asset's code as shown ("XLM", "USDT"). */
    coinCode: z.string(),
    /** "XLM" or "CODE:ISSUER". */
    asset: z.string(),
    /** The balance the amount was computed from, at the check in Ramadan. */
    totalAmount: z.string(),
    zakatAmount: z.string(),
    zakatPercentage: z.string(),
    /** The Gregorian year of 1 Ramadan. */
    year: z.number().int(),
    hijriYear: z.number().int(),
    status: z.enum(["unpaid", "paid"]),
    distAccount: z.string(),
    /** The text memo the payment must carry. */
    memo: z.string(),
    stellarTxId: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  })
  .meta({ id: "ZakatRecord" });
export type TZakatRecord = z.infer<typeof ZZakatRecord>;

/** GET /api/zakat-history/getHistoryByAccountId?take=100&skip=0&year= (signed in): the caller's records. */
export const ZGetZakatHistoryRequest = z.object({
  take: z.coerce.number().int().min(1).max(200).default(100),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  year: year.optional(),
});
export const ZGetZakatHistoryResponse = z.object({
  /** Whether the caller agreed to pay zakat (the terms dialog). */
  isZakatEnabled: z.boolean(),
  data: z.array(ZZakatRecord),
  total: z.number().int(),
});
export type TGetZakatHistoryResponse = z.infer<typeof ZGetZakatHistoryResponse>;

/** GET /api/zakat-history/getZakatPaymentInfo?year (signed in): what the Zakat section shows beside the records. */
export const ZGetZakatPaymentInfoRequest = z.object({ year: year.optional() });
export const ZZakatPaymentInfo = z.object({
  year: z.number().int(),
  /** The operator offers zakat collection at all (admin switch). */
  featureEnabled: z.boolean(),
  /** The caller agreed to pay zakat. */
  isZakatEnabled: z.boolean(),
  percentage: z.string(),
  distAccount: z.string(),
  nisabUsd: z.string(),
  nisabBasis: z.string(),
  /** The next (or running) 1 Ramadan by Umm al-Qura, YYYY-MM-DD, and its Hijri year. */
  nextRamadan: z.string(),
  nextHijriYear: z.number().int(),
  /** The caller's records of `year` still to pay. */
  unpaid: z.array(ZZakatRecord),
});
export type TZakatPaymentInfo = z.infer<typeof ZZakatPaymentInfo>;

/**
 * POST /api/zakat-history/addZakatHistory (signed in; `account` must be the caller): reports the payment of a
 * record. The API re-reads `stellarTxId` from the ledger (source, destination, asset, amount, memo) before the
 * record counts as paid. The other fields of the spec's call are accepted and checked against the record.
 */
export const ZAddZakatHistoryRequest = z.object({
  account: ZPublicKey,
  distAccount: ZPublicKey,
  asset: ZAssetId,
  coinCode: text(12, { min: 1 }),
  year: year,
  zakatAmount: ZAmount,
  stellarTxId: ZTransactionHash,
  totalAmount: ZAmount.optional(),
  zakatPercentage: text(10).optional(),
  memo: text(28).optional(),
  status: z.enum(["unpaid", "paid"]).optional(),
  new: z.boolean().optional(),
});
export type TAddZakatHistoryRequest = z.infer<typeof ZAddZakatHistoryRequest>;

/** POST /api/zakat-history/ChangeZakatStatus {status} (signed in): agree to (true) or stop (false) paying zakat. */
export const ZChangeZakatStatusRequest = z.object({ status: z.boolean() });
export const ZChangeZakatStatusResponse = z.object({ isZakatEnabled: z.boolean() });

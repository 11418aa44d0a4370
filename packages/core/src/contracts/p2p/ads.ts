import { z } from "zod";
import { ZAdStatus } from "../../events/realtime-events";
import { AD_TYPES, TIME_FRAME_OPTIONS_MINUTES } from "../../p2p/constants";
import { PAYMENT_METHODS } from "../../p2p/payment-methods";
import { text, ZAssetCode } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

const optionalText = (max: number) => text(max).optional();

/**
 * POST /api/p2p/addBuyAd and /api/p2p/addSellAd (signed in, KYC approved) — the ad body of spec doc 2 §3.
 * Amounts and prices are decimal strings (7 places at most); the rules of §5 answer with the spec's messages
 * (400, `details.fields` per field). The holder name is fixed to the KYC name; `idempotency_key` makes a
 * repeated submission answer the ad it already created instead of a second one.
 */
export const ZAddAdRequest = z.object({
  assetCode: ZAssetCode,
  detailed: z.boolean().default(false),
  unitPrice: text(24),
  minQty: optionalText(24),
  maxQty: optionalText(24),
  total_amount: optionalText(24),
  location: optionalText(2),
  payment_method: z.enum(PAYMENT_METHODS),
  timeFrame: z
    .number()
    .int()
    .refine((value) => (TIME_FRAME_OPTIONS_MINUTES as readonly number[]).includes(value), {
      message: `timeFrame is one of ${TIME_FRAME_OPTIONS_MINUTES.join(", ")} minutes`,
    })
    .optional(),
  bank_name: optionalText(100),
  bank_account_number: optionalText(64),
  bank_account_title: optionalText(100),
  payoneer_email: optionalText(254),
  skrill_email: optionalText(254),
  idempotency_key: text(64, { min: 8, message: "idempotency_key has 8 to 64 characters" }).optional(),
});
export type TAddAdRequest = z.infer<typeof ZAddAdRequest>;

/** An ad as the API shows it (spec doc 2 §3 'Ad'). Payment details the public may not see are null. */
export const ZP2pAd = z
  .object({
    id: z.string(),
    type: z.enum(AD_TYPES),
    assetCode: z.string(),
    account: z.string(),
    status: ZAdStatus,
    available_amount: z.string(),
    total_amount: z.string(),
    minQty: z.string(),
    maxQty: z.string(),
    currency: z.string(),
    unitPrice: z.string(),
    unitPriceMax: z.string().describe("The top of the price band when the ad was created"),
    priceSpread: z.string().describe("Percent between the unit price and the reference price then"),
    timeFrame: z.number().int(),
    location: z.string(),
    payment_method: z.enum(PAYMENT_METHODS),
    payment_method_label: z.string(),
    bank_name: z.string(),
    bank_account_number: z.string().nullable().describe("Owner only"),
    bank_account_title: z.string(),
    accountTitle: z.string(),
    payoneer_email: z.string().nullable().describe("Owner only"),
    skrill_email: z.string().nullable().describe("Owner only"),
    email: z.string().nullable().describe("Owner only"),
    buyerUSDRate: z.string(),
    sellerUSDRate: z.string(),
    isLocal: z.boolean(),
    kyc: z.object({ status: z.literal("approved") }),
    rating: z.number().nullable().describe("Null until the owner has reviews"),
    first_name: z.string(),
    last_name: z.string(),
    companyName: z.string(),
    isCompanyKyc: z.boolean(),
    listed: z.boolean().describe("Whether the ad shows in public lists (spec §4 'Ad status')"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "P2pAd" });
export type TP2pAd = z.infer<typeof ZP2pAd>;

export const ZAddAdResponse = z.object({ message: z.string(), ad: ZP2pAd, replayed: z.boolean() });
export type TAddAdResponse = z.infer<typeof ZAddAdResponse>;

/** `no_older_than`: only ads changed at or after this time (ISO 8601 or epoch milliseconds). */
const ZNoOlderThan = text(40)
  .refine((value) => value === "" || parseTime(value) !== undefined, "no_older_than must be a time")
  .optional();
/** `paging_id`: the cursor a previous page answered as `paging_id`; empty or absent for the first page. */
const ZPagingId = text(80).optional();
const ZLocation = text(2)
  .regex(/^([A-Za-z]{2})?$/, "location is a two-letter country code")
  .optional();

/** GET /api/p2p/getadsByAsset (public) — listed ads of one asset and type, best price first, 10 a page. */
export const ZGetAdsByAssetRequest = z.object({
  asset_code: ZAssetCode,
  type: z.enum(AD_TYPES),
  no_older_than: ZNoOlderThan,
  paging_id: ZPagingId,
  location: ZLocation,
});
export type TGetAdsByAssetRequest = z.infer<typeof ZGetAdsByAssetRequest>;

/** GET /api/p2p/searchAdsByAssetCodeAndAmount (public) — as getadsByAsset, only ads that can fill `amount`. */
export const ZSearchAdsRequest = ZGetAdsByAssetRequest.extend({ amount: text(24) });
export type TSearchAdsRequest = z.infer<typeof ZSearchAdsRequest>;

/**
 * GET /api/p2p/getAdsByAssetAndAccountId — one account's ads, newest first. The owner (signed in) sees all of
 * them, paused ones and payment details included ('My Ads'); anyone else sees the listed ones only.
 */
export const ZGetAdsByAccountRequest = z.object({
  account: ZPublicKey,
  asset_code: ZAssetCode.optional(),
  type: z.enum(AD_TYPES).optional(),
  no_older_than: ZNoOlderThan,
  paging_id: ZPagingId,
});
export type TGetAdsByAccountRequest = z.infer<typeof ZGetAdsByAccountRequest>;

export const ZAdPage = z
  .object({
    ads: z.array(ZP2pAd),
    paging_id: z.string().nullable().describe("Pass back as paging_id for the next page; null on the last"),
    has_more: z.boolean(),
  })
  .meta({ id: "P2pAdPage" });
export type TAdPage = z.infer<typeof ZAdPage>;

/** GET /api/p2p/getAdById?id (public; payment details for the owner only). */
export const ZGetAdByIdRequest = z.object({ id: text(20).regex(/^\d{1,18}$/, "id is an ad id") });
export const ZGetAdByIdResponse = z.object({ ad: ZP2pAd });

/** GET or POST /api/p2p/ChangeAdStatus?adId&status (the owner only) — answers the ad, whose `type` the list needs. */
export const ZChangeAdStatusRequest = z.object({
  adId: text(20).regex(/^\d{1,18}$/, "adId is an ad id"),
  status: ZAdStatus,
});
export type TChangeAdStatusRequest = z.infer<typeof ZChangeAdStatusRequest>;
export const ZChangeAdStatusResponse = z.object({ message: z.string(), ad: ZP2pAd });

/** A time as ISO 8601 or epoch milliseconds, or undefined. */
export function parseTime(value: string): Date | undefined {
  const date = /^\d{1,15}$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

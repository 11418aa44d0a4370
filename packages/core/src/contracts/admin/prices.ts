import { z } from "zod";
import { text } from "../../validators/request-fields";

/** The operator's reference price of an asset: the figure, who set it and when. */
export const ZReferencePrice = z.object({
  usd: z.number(),
  setBy: z.string().describe("The administrator's account, or `catalogue` for the seeded figure"),
  setAt: z.string(),
  note: z.string(),
});

/** The market figure the price service read: volume- and time-weighted over the window. */
export const ZMarketPrice = z.object({
  usd: z.number(),
  volumeUsd: z.number(),
  hours: z.number().int().describe("Hours of the window with trades"),
  lastTradeAt: z.string(),
  via: z.enum(["USDT", "XLM"]),
  deviationPercent: z.number().nullable().describe("Distance from the reference, in percent"),
});

/** One asset's price as the product uses it, with where it came from and how old it is (docs/prices.md). */
export const ZAdminPrice = z
  .object({
    code: z.string(),
    issuer: z.string(),
    asset: z.string().describe("`XLM` or `CODE:ISSUER`: the asset's id in the admin price routes"),
    name: z.string(),
    usd: z.number(),
    source: z.enum(["market", "reference"]),
    updatedAt: z.string().nullable(),
    ageSeconds: z.number().int().nullable(),
    stale: z.boolean(),
    trusted: z.boolean(),
    reason: z.string().nullable(),
    reference: ZReferencePrice.nullable(),
    market: ZMarketPrice.nullable(),
  })
  .meta({ id: "AdminPrice" });
export type TAdminPrice = z.infer<typeof ZAdminPrice>;

/** GET /api/admin/prices — every listed asset's price in use, and the rule's settings. */
export const ZAdminPricesResponse = z.object({
  rule: z.object({
    windowHours: z.number(),
    minVolumeUsd: z.number(),
    maxDeviationPercent: z.number(),
    staleAfterHours: z.number(),
  }),
  prices: z.array(ZAdminPrice),
});
export type TAdminPricesResponse = z.infer<typeof ZAdminPricesResponse>;

/** `XLM` or `CODE:ISSUER` of a listed asset. */
export const ZAdminPriceParams = z.object({
  asset: text(70).regex(/^(XLM|[A-Za-z0-9]{1,12}:G[A-Z2-7]{55})$/, "XLM or CODE:ISSUER of a listed asset"),
});

/** PUT /api/admin/prices/:asset/reference — sets the reference price (USD per unit) and says why. */
export const ZAdminReferenceBody = z.object({
  usd: text(32)
    .regex(/^\d{1,15}(\.\d{1,12})?$/, "A positive decimal with at most 12 places")
    .refine((value) => Number(value) > 0, "The price must be greater than 0"),
  note: text(200).default(""),
});

/** One change of a reference price. */
export const ZReferencePriceChange = z.object({
  oldUsd: z.number().nullable(),
  newUsd: z.number(),
  changedBy: z.string(),
  changedAt: z.string(),
  note: z.string(),
});
export type TReferencePriceChange = z.infer<typeof ZReferencePriceChange>;

/** GET /api/admin/prices/:asset/history — the reference price's changes, newest first. */
export const ZAdminPriceHistoryResponse = z.object({ changes: z.array(ZReferencePriceChange) });

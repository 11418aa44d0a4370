import { z } from "zod";

/** GET /api/coins/getAssets?currencyCode=USD — the asset catalogue with rates in the asked currency. */
export const ZGetAssetsRequest = z.object({
  currencyCode: z
    .string()
    .max(3, "currencyCode must be a 3-letter currency code")
    .regex(/^[A-Za-z]{3}$/, "currencyCode must be a 3-letter currency code")
    .transform((code) => code.toUpperCase())
    .default("USD"),
});
export type TGetAssetsRequest = z.infer<typeof ZGetAssetsRequest>;

export const ZCatalogueAsset = z
  .object({
    code: z.string(),
    short: z.string().describe("Code as shown in lists"),
    issuer: z.string().describe("Issuer account; empty for native XLM"),
    name: z.string(),
    image: z.string(),
    desc: z.string(),
    organization: z.string(),
    currentRate: z.number().describe("Price of one unit in the asked currency"),
    btcRate: z.number().describe("Price of one unit in BTC"),
    high24h: z.number(),
    low24h: z.number(),
    rateChangeAmount: z.number(),
    rateChangePercent: z.number(),
    totalVolume: z.number().describe("24 h volume in the asked currency"),
    marketCap: z.number(),
    priceSource: z
      .enum(["ledger", "reference"])
      .describe("Whether the price comes from the ledger's markets"),
    priceTrusted: z
      .boolean()
      .optional()
      .describe(
        "Whether money may be settled at this price (docs/prices.md); false → checkout refuses the coin",
      ),
    priceStale: z.boolean().optional().describe("The reference price in use is older than the staleness age"),
    priceUpdatedAt: z.string().optional().describe("When the price in use was made (ISO 8601)"),
    displayDecimals: z.number().int(),
    displayColor: z.string(),
    isAssetAnchored: z.boolean(),
    isSextantAnchor: z.boolean(),
    distributionPublic: z.string(),
    manualIssued: z.boolean(),
    isErc20: z.boolean(),
    isTrc20: z.boolean(),
    homeDomainURL: z.string(),
    infoLink: z.string(),
    coingeckoId: z.string(),
  })
  .meta({ id: "CatalogueAsset" });
export type TCatalogueAsset = z.infer<typeof ZCatalogueAsset>;

export const ZGetAssetsResponse = z.object({ currencyCode: z.string(), assets: z.array(ZCatalogueAsset) });
export type TGetAssetsResponse = z.infer<typeof ZGetAssetsResponse>;

/** GET /api/coins/currenciesList */
export const ZCurrency = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  usdRate: z.number(),
});
export const ZGetCurrenciesResponse = z.object({ currencies: z.array(ZCurrency) });
export type TGetCurrenciesResponse = z.infer<typeof ZGetCurrenciesResponse>;

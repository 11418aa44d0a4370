import { z } from "zod";
import { PAYMENT_METHODS } from "../../p2p/payment-methods";
import { text, ZAmount, ZAssetCode } from "../../validators/request-fields";

/** A P2P country (spec doc 2 §3 'Country'): its currency, USD rate and, when an asset is asked, its reference Price. */
export const ZP2pCountry = z
  .object({
    code: z.string().describe("ISO 3166-1 alpha-2"),
    name: z.string(),
    currency: z.string(),
    symbol: z.string(),
    usdRate: z.string().describe("Units of the currency per USD"),
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
    Price: z.string().nullable().describe("Reference price of asset_code in this currency; null without it"),
  })
  .meta({ id: "P2pCountry" });
export type TP2pCountry = z.infer<typeof ZP2pCountry>;

/** GET /api/p2pcountry/getActive?asset_code (public) — the active countries and currencies. */
export const ZGetActiveCountriesRequest = z.object({ asset_code: ZAssetCode.optional() });
export const ZGetActiveCountriesResponse = z.object({ countries: z.array(ZP2pCountry) });
export type TGetActiveCountriesResponse = z.infer<typeof ZGetActiveCountriesResponse>;

/** GET /api/p2p/exchangeRate?asset_code&location (public) — reference price, card prices and the price band. */
export const ZExchangeRateRequest = z.object({
  asset_code: ZAssetCode,
  location: text(2).regex(/^[A-Za-z]{2}$/, "location is a two-letter country code"),
});
export const ZExchangeRateResponse = z
  .object({
    exchange_rate: z.object({
      buyPrice: z.string().describe("Reference plus the spread: what a buyer pays"),
      sellPrice: z.string().describe("Reference minus the spread: what a seller gets"),
    }),
    asset_code: z.string(),
    location: z.string(),
    currency: z.string(),
    referencePrice: z.string(),
    usdPrice: z.string(),
    usdRate: z.string(),
    priceSpread: z.string(),
    band: z.object({ low: z.string(), high: z.string() }),
  })
  .meta({ id: "P2pExchangeRate" });
export type TExchangeRateResponse = z.infer<typeof ZExchangeRateResponse>;

/** GET /api/feesetting-levels/p2pPriceSpread?asset_code (public) — `fee` is the spread percent. */
export const ZPriceSpreadRequest = z.object({ asset_code: ZAssetCode });
export const ZPriceSpreadResponse = z.object({ fee: z.string(), asset_code: z.string() });

/** The P2P fee levels of one asset; percents are percentages ("0.1" = 0.1 %). */
export const ZP2pFeeLevel = z
  .object({
    assetCode: z.string(),
    priceSpreadPercent: z.string(),
    p2pBuyerFeeFixed: z.string(),
    p2pBuyerFeePercent: z.string(),
    p2pSellerFeeFixed: z.string(),
    p2pSellerFeePercent: z.string(),
  })
  .meta({ id: "P2pFeeLevel" });
export type TP2pFeeLevel = z.infer<typeof ZP2pFeeLevel>;

/**
 * GET /api/feesetting-levels/p2pFee?asset_code&amount (public) — the fee levels, and with `amount` what each side
 * pays on a trade of that amount (fixed part plus percent, rounded up to the stroop).
 */
export const ZP2pFeeRequest = z.object({ asset_code: ZAssetCode, amount: ZAmount.optional() });
export const ZP2pFeeResponse = z.object({
  fee: ZP2pFeeLevel,
  buyerFee: z.string().nullable(),
  sellerFee: z.string().nullable(),
});

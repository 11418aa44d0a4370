import { z } from "zod";
import { text } from "../../validators/request-fields";

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** GET /api/coins/marketConfig — the market configuration entries (spec doc 1 §3), ordered by orderId. */
export const ZMarketConfigEntry = z
  .object({
    marketCoinCode: z.string(),
    marketIssure: z.string().describe("Issuer of the market coin; empty for XLM"),
    toCoinCode: z.string(),
    toIssure: z.string().describe("Issuer of the listed coin; empty for XLM"),
    showOnTop: z.boolean(),
    orderId: z.number().int(),
  })
  .meta({ id: "MarketConfigEntry" });
export type TMarketConfigEntry = z.infer<typeof ZMarketConfigEntry>;

export const ZGetMarketConfigResponse = z.object({ pairs: z.array(ZMarketConfigEntry) });
export type TGetMarketConfigResponse = z.infer<typeof ZGetMarketConfigResponse>;

/** GET /api/coins/getMarketData?currencyCode=USD */
export const ZGetMarketDataRequest = z.object({
  currencyCode: z
    .string()
    .max(3, "currencyCode must be a 3-letter currency code")
    .regex(/^[A-Za-z]{3}$/, "currencyCode must be a 3-letter currency code")
    .transform((code) => code.toUpperCase())
    .default("USD"),
});

/**
 * One configured pair with its rolling 24-hour statistics. Orientation as in `pairOrientation` (core/market):
 * prices are base units per counter unit, volume in base units. Statistics are null while the pair has no
 * trade in the last 40 days (the UI shows dashes).
 */
export const ZMarketPair = z
  .object({
    base: z.string(),
    baseIssuer: z.string(),
    counter: z.string(),
    counterIssuer: z.string(),
    marketCoinCode: z.string(),
    toCoinCode: z.string(),
    open: decimal.nullable().describe("Price of the first trade of the last 24 h (or the last before it)"),
    close: decimal.nullable().describe("Last traded price"),
    closePrev: decimal.nullable().describe("Last traded price 24 h ago"),
    high: decimal.nullable(),
    low: decimal.nullable(),
    volume: decimal.nullable().describe("Base-asset volume of the last 24 h"),
    change: z.number().nullable().describe("Percent change of close against closePrev"),
    lastTradeAt: z.string().nullable(),
    showOnTop: z.boolean(),
    orderId: z.number().int(),
  })
  .meta({ id: "MarketPair" });
export type TMarketPair = z.infer<typeof ZMarketPair>;

export const ZGetMarketDataResponse = z
  .object({
    pairs: z.array(ZMarketPair),
    updatedAt: z.string().describe("When the statistics were last brought up to date"),
  })
  .meta({ id: "MarketData" });
export type TGetMarketDataResponse = z.infer<typeof ZGetMarketDataResponse>;

/** GET /api/coins/latestTrades?base=XLM&counter=LEVELG:G…&limit=10 — newest first. */
export const ZGetLatestTradesRequest = z.object({
  base: text(69, { min: 1 }),
  counter: text(69, { min: 1 }),
  limit: z.coerce.number().int().min(1).max(200).default(10),
});

export const ZMarketTrade = z
  .object({
    id: z.string(),
    price: decimal.describe("Base units per counter unit"),
    amount: decimal.describe("Counter units traded"),
    total: decimal.describe("Base units traded"),
    buy: z.boolean().describe("The taker bought the counter asset"),
    time: z.string(),
  })
  .meta({ id: "MarketTrade" });
export type TMarketTrade = z.infer<typeof ZMarketTrade>;

export const ZGetLatestTradesResponse = z.object({ trades: z.array(ZMarketTrade) });
export type TGetLatestTradesResponse = z.infer<typeof ZGetLatestTradesResponse>;

import type { TGetSimplePriceRequest, TGetSimplePriceResponse } from "@sextant/core";
import type { Database } from "../../db/database";
import { assets, currencies } from "../../db/schema";
import { keyOf, type PriceService } from "./price-service";

/** Prices by CoinGecko id in each asked currency; unknown ids and currencies are left out. */
export async function getSimplePrice(
  db: Database,
  prices: PriceService,
  query: TGetSimplePriceRequest,
): Promise<TGetSimplePriceResponse> {
  const ids = new Set(split(query.ids));
  const wanted = split(query.vs_currencies);
  const [rows, rates, quotes] = await Promise.all([
    db.select().from(assets),
    db.select().from(currencies),
    prices.quotes(),
  ]);
  const rateOf = new Map(rates.map((rate) => [rate.code.toLowerCase(), Number(rate.usdRate)]));
  const answer: TGetSimplePriceResponse = {};
  for (const row of rows) {
    if (!row.coingeckoId || !ids.has(row.coingeckoId) || answer[row.coingeckoId]) continue;
    const usd = quotes.get(keyOf(row))?.usd ?? Number(row.referenceUsdPrice);
    const entry: Record<string, number> = {};
    for (const currency of wanted) {
      const rate = rateOf.get(currency);
      if (rate !== undefined) entry[currency] = usd * rate;
    }
    answer[row.coingeckoId] = entry;
  }
  return answer;
}

const split = (list: string) =>
  list
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

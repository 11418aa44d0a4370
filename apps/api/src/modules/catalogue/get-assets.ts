import type { TCatalogueAsset } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { assets, currencies } from "../../db/schema";
import { keyOf, type PriceService } from "./price-service";

/** The catalogue with every rate in `currencyCode` (unknown currencies fall back to USD). */
export async function getAssets(
  db: Database,
  prices: PriceService,
  currencyCode: string,
): Promise<{ currencyCode: string; assets: TCatalogueAsset[] }> {
  const [currency] = await db.select().from(currencies).where(eq(currencies.code, currencyCode));
  const rate = currency ? Number(currency.usdRate) : 1;
  const rows = await db.select().from(assets).orderBy(assets.sortOrder);
  const quotes = await prices.quotes();
  const btc = rows.find((row) => row.code === "BTC");
  const btcUsd = btc ? (quotes.get(keyOf(btc))?.usd ?? Number(btc.referenceUsdPrice)) : 0;

  return {
    currencyCode: currency ? currency.code : "USD",
    assets: rows.map((row) => {
      const quote = quotes.get(keyOf(row));
      const usd = quote?.usd ?? Number(row.referenceUsdPrice);
      const open = quote?.open24h ?? usd;
      return {
        code: row.code,
        short: row.code,
        issuer: row.issuer,
        name: row.name,
        image: row.image,
        desc: row.description,
        organization: row.organization,
        currentRate: usd * rate,
        btcRate: btcUsd > 0 ? usd / btcUsd : 0,
        high24h: (quote?.high24h ?? usd) * rate,
        low24h: (quote?.low24h ?? usd) * rate,
        rateChangeAmount: (usd - open) * rate,
        rateChangePercent: open > 0 ? ((usd - open) / open) * 100 : 0,
        totalVolume: (quote?.volume24hUsd ?? 0) * rate,
        marketCap: Number(row.marketCapUsd) * rate,
        priceSource: quote?.source === "market" ? "ledger" : "reference",
        priceTrusted: quote?.trusted ?? false,
        priceStale: quote?.stale ?? true,
        priceUpdatedAt: quote && quote.updatedAt > 0 ? new Date(quote.updatedAt).toISOString() : undefined,
        displayDecimals: row.displayDecimals,
        displayColor: row.displayColor,
        isAssetAnchored: row.isAssetAnchored,
        isSextantAnchor: row.isSextantAnchor,
        distributionPublic: row.distributionPublic,
        manualIssued: row.manualIssued,
        isErc20: row.isErc20,
        isTrc20: row.isTrc20,
        homeDomainURL: row.homeDomain,
        infoLink: row.infoLink,
        coingeckoId: row.coingeckoId,
      };
    }),
  };
}

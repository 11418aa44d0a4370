import {
  CURRENCY_SYMBOLS,
  ErrorCode,
  fromStroops,
  isP2pAsset,
  methodsFor,
  P2P_MESSAGES,
  parseFixed,
  priceBand,
  referencePrice,
  spreadPrices,
} from "@sextant/core";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { assets, p2pCountries, p2pFeeLevels } from "../../db/schema";
import { AppError } from "../../errors";
import type { PriceService } from "../catalogue/price-service";
import { keyOf } from "../catalogue/price-service";

export type CountryRow = typeof p2pCountries.$inferSelect;
export type FeeLevelRow = typeof p2pFeeLevels.$inferSelect;

/** An asset the P2P market trades, as the catalogue holds it. */
export interface P2pAsset {
  code: string;
  issuer: string;
}

/** What a price needs: the country, the asset's USD price and the reference price in the country's currency. */
export interface AssetRate {
  country: CountryRow;
  asset: P2pAsset;
  usdPrice: bigint;
  usdRate: bigint;
  referencePrice: bigint;
}

/**
 * Countries, P2P assets and reference prices (spec §3 'Country', §9 'Price band'). The asset list is read
 * once (the catalogue changes only at start); countries are read on each call so an admin's change applies at
 * once. USD prices come from the price service (docs/prices.md), trusted prices only, cached for 30 s.
 */
export class P2pRates {
  private assetList: Promise<P2pAsset[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly prices: PriceService,
    private readonly homeDomain: string,
  ) {}

  /** The assets of the P2P market: not hidden, XLM or anchored (the operator's own issued assets included). */
  assets(): Promise<P2pAsset[]> {
    this.assetList ??= this.db
      .select()
      .from(assets)
      .orderBy(asc(assets.sortOrder))
      .then((rows) =>
        rows
          .filter((row) =>
            isP2pAsset({
              code: row.code,
              native: row.issuer === "",
              anchored: row.isAssetAnchored,
              issuedByOperator: row.issuer !== "" && row.homeDomain === this.homeDomain,
            }),
          )
          .map((row) => ({ code: row.code, issuer: row.issuer })),
      );
    return this.assetList;
  }

  async asset(code: string): Promise<P2pAsset> {
    const found = (await this.assets()).find((asset) => asset.code === code.toUpperCase());
    if (!found) throw new AppError(ErrorCode.NotFound, P2P_MESSAGES.assetNotTraded);
    return found;
  }

  async activeCountries(): Promise<CountryRow[]> {
    return this.db
      .select()
      .from(p2pCountries)
      .where(eq(p2pCountries.active, true))
      .orderBy(asc(p2pCountries.sortOrder), asc(p2pCountries.code));
  }

  async activeCountry(code: string): Promise<CountryRow> {
    const [row] = await this.db.select().from(p2pCountries).where(eq(p2pCountries.code, code.toUpperCase()));
    if (!row?.active) throw new AppError(ErrorCode.NotFound, P2P_MESSAGES.countryUnknown);
    return row;
  }

  /**
   * The asset's trusted USD price at 7 places (docs/prices.md); 503 saying the rate is unavailable when the price
   * service has no price it trusts (a thin or manipulated market with a stale reference): never a guess.
   */
  async usdPrice(asset: P2pAsset): Promise<bigint> {
    const quote = (await this.prices.quotes()).get(keyOf(asset));
    if (quote && !quote.trusted) {
      throw new AppError(ErrorCode.Unavailable, P2P_MESSAGES.rateUnavailable, 503, {
        asset: asset.code,
        reason: quote.reason ?? "",
      });
    }
    const price = quote ? parseFixed(quote.usd) : undefined;
    if (price === undefined || price <= 0n)
      throw new AppError(ErrorCode.Unavailable, P2P_MESSAGES.ratesFailed);
    return price;
  }

  async rate(assetCode: string, countryCode: string): Promise<AssetRate> {
    const asset = await this.asset(assetCode);
    const country = await this.activeCountry(countryCode);
    return this.rateIn(asset, country);
  }

  async rateIn(asset: P2pAsset, country: CountryRow): Promise<AssetRate> {
    const usdPrice = await this.usdPrice(asset);
    const usdRate = fixedFromNumeric(country.usdRate);
    return { country, asset, usdPrice, usdRate, referencePrice: referencePrice(usdPrice, usdRate) };
  }

  /** The asset's fee level; an asset without one has no spread and no fees. */
  async feeLevel(assetCode: string): Promise<FeeLevelRow> {
    const code = assetCode.toUpperCase();
    const [row] = await this.db.select().from(p2pFeeLevels).where(eq(p2pFeeLevels.assetCode, code));
    return (
      row ?? {
        assetCode: code,
        priceSpreadPercent: "0",
        buyerFeeFixed: "0",
        buyerFeePercent: "0",
        sellerFeeFixed: "0",
        sellerFeePercent: "0",
      }
    );
  }
}

/** Card prices and band of a rate with a spread percent (decimal string). */
export function ratePrices(rate: AssetRate, spreadPercent: string) {
  const spread = fixedFromNumeric(spreadPercent);
  return { ...spreadPrices(rate.referencePrice, spread), band: priceBand(rate.referencePrice) };
}

export function countryView(country: CountryRow, price: bigint | null) {
  return {
    code: country.code,
    name: country.name,
    currency: country.currency,
    symbol: CURRENCY_SYMBOLS[country.currency] ?? country.currency,
    usdRate: trimRate(country.usdRate),
    payment_methods: methodsFor(country.code),
    Price: price === null ? null : fromStroops(price),
  };
}

/** "84.0000000000" → "84" (a numeric column as people write it). */
export function trimRate(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/** A numeric column ("84.0000000000", "1.5000") at 7 places, extra places cut; 0 for anything else. */
export function fixedFromNumeric(value: string): bigint {
  const [whole = "0", fraction = ""] = value.split(".");
  return parseFixed(`${whole}.${fraction.slice(0, 7) || "0"}`) ?? 0n;
}

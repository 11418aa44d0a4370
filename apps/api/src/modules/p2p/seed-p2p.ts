import type { Database } from "../../db/database";
import { p2pCountries, p2pFeeLevels } from "../../db/schema";

/**
 * The countries a fresh installation offers P2P in, one per currency the product shows (spec §9 'Currency
 * symbols'), with reference USD rates the admin then keeps current. Germany stands for the euro.
 */
export const SEED_COUNTRIES: Array<{ code: string; name: string; currency: string; usdRate: string }> = [
  { code: "US", name: "United States", currency: "USD", usdRate: "1" },
  { code: "GB", name: "United Kingdom", currency: "GBP", usdRate: "0.79" },
  { code: "DE", name: "Germany", currency: "EUR", usdRate: "0.92" },
  { code: "IN", name: "India", currency: "INR", usdRate: "84" },
  { code: "MY", name: "Malaysia", currency: "MYR", usdRate: "4.45" },
  { code: "AE", name: "United Arab Emirates", currency: "AED", usdRate: "3.6725" },
  { code: "TR", name: "Türkiye", currency: "TRY", usdRate: "34" },
  { code: "ID", name: "Indonesia", currency: "IDR", usdRate: "15800" },
  { code: "TH", name: "Thailand", currency: "THB", usdRate: "34.5" },
  { code: "VN", name: "Vietnam", currency: "VND", usdRate: "25400" },
  { code: "KR", name: "South Korea", currency: "KRW", usdRate: "1380" },
  { code: "CN", name: "China", currency: "CNY", usdRate: "7.2" },
  { code: "AU", name: "Australia", currency: "AUD", usdRate: "1.52" },
];

/** Default spread and fees of every P2P asset: a 1.5 % spread on the cards, 0.1 % paid by the seller (spec §9). */
export const DEFAULT_P2P_FEES = {
  priceSpreadPercent: "1.5",
  buyerFeeFixed: "0",
  buyerFeePercent: "0",
  sellerFeeFixed: "0",
  sellerFeePercent: "0.1",
};

/** Inserts the seed countries and fee levels that are missing; never overwrites what the admin changed. */
export async function seedP2p(db: Database, assetCodes: string[]): Promise<void> {
  await db
    .insert(p2pCountries)
    .values(SEED_COUNTRIES.map((country, index) => ({ ...country, active: true, sortOrder: index })))
    .onConflictDoNothing();
  if (assetCodes.length === 0) return;
  await db
    .insert(p2pFeeLevels)
    .values(assetCodes.map((assetCode) => ({ assetCode, ...DEFAULT_P2P_FEES })))
    .onConflictDoNothing();
}

import { type TExchangeFeeSettings, ZERO_EXCHANGE_FEE } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { feeLevels } from "../../db/schema";

/**
 * The exchange seller fee settings the fees module serves for an asset code (GET /feesetting-levels/asset-fee);
 * no settings means no fee, as the web app falls back to zero fees when that call fails (spec §7).
 */
export async function exchangeFeeSettingsOf(db: Database, assetCode: string): Promise<TExchangeFeeSettings> {
  const [level] = await db
    .select({
      exchangeSellerFeeFixed: feeLevels.exchangeSellerFeeFixed,
      exchangeSellerFeePercent: feeLevels.exchangeSellerFeePercent,
    })
    .from(feeLevels)
    .where(eq(feeLevels.assetCode, assetCode.toUpperCase()));
  return level ?? ZERO_EXCHANGE_FEE;
}

import { CURRENCY_SYMBOLS } from "@sextant/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { assets, currencies, feeLevels } from "../../db/schema";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { type AssetDefinition, CURRENCY_DEFINITIONS, ISSUED_ASSETS, NATIVE } from "./asset-definitions";

/** Default operator fees: what a fresh installation charges until the operator changes them. */
const DEFAULT_FEES = {
  swapFeeFixed: "0",
  swapFeePercent: "0.1",
  sendBalanceFeeFixed: "0",
  sendBalanceFeePercent: "0.1",
  exchangeSellerFeeFixed: "0",
  exchangeSellerFeePercent: "0.1",
};

/**
 * Fills the catalogue (assets with the operator's issuers, currencies, default fee levels). Idempotent: definitions
 * are upserted, fee levels only inserted when missing so an operator's changes survive restarts.
 */
export async function seedCatalogue(db: Database, keys: OperatorKeys, homeDomain: string): Promise<void> {
  const rows = [NATIVE, ...ISSUED_ASSETS].map((definition, index) =>
    toRow(definition, index, keys, homeDomain),
  );
  await db
    .insert(assets)
    .values(rows)
    .onConflictDoUpdate({
      target: [assets.code, assets.issuer],
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        organization: sql`excluded.organization`,
        image: sql`excluded.image`,
        displayDecimals: sql`excluded.display_decimals`,
        displayColor: sql`excluded.display_color`,
        coingeckoId: sql`excluded.coingecko_id`,
        referenceUsdPrice: sql`excluded.reference_usd_price`,
        marketCapUsd: sql`excluded.market_cap_usd`,
        isAssetAnchored: sql`excluded.is_asset_anchored`,
        isSextantAnchor: sql`excluded.is_sextant_anchor`,
        isErc20: sql`excluded.is_erc20`,
        isTrc20: sql`excluded.is_trc20`,
        distributionPublic: sql`excluded.distribution_public`,
        homeDomain: sql`excluded.home_domain`,
        infoLink: sql`excluded.info_link`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
  await db
    .insert(currencies)
    .values(CURRENCY_DEFINITIONS.map((c) => ({ ...c, symbol: CURRENCY_SYMBOLS[c.code] ?? c.code })))
    .onConflictDoUpdate({
      target: currencies.code,
      set: { name: sql`excluded.name`, usdRate: sql`excluded.usd_rate` },
    });
  await db
    .insert(feeLevels)
    .values(rows.map((row) => ({ assetCode: row.code, ...DEFAULT_FEES })))
    .onConflictDoNothing();
}

function toRow(definition: AssetDefinition, index: number, keys: OperatorKeys, homeDomain: string) {
  const native = definition.code === NATIVE.code;
  return {
    code: definition.code,
    issuer: native ? "" : keys.issuer(definition.code).publicKey(),
    name: definition.name,
    description: definition.description,
    organization: native ? "Stellar Development Foundation" : "Sextant",
    image: `/files/coins/${definition.code.toLowerCase()}.svg`,
    displayDecimals: definition.displayDecimals,
    displayColor: definition.displayColor,
    coingeckoId: definition.coingeckoId,
    referenceUsdPrice: definition.referenceUsdPrice,
    marketCapUsd: definition.marketCapUsd,
    isAssetAnchored: definition.isAssetAnchored ?? false,
    isSextantAnchor: definition.isAssetAnchored ?? false,
    isErc20: definition.isErc20 ?? false,
    isTrc20: definition.isTrc20 ?? false,
    distributionPublic: native ? "" : keys.keypair("distribution").publicKey(),
    homeDomain: native ? "" : homeDomain,
    infoLink: native ? "https://stellar.org" : "",
    sortOrder: index,
  };
}

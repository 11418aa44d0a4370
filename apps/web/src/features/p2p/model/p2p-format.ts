import {
  AD_PRICE_DISPLAY_DECIMALS,
  CURRENCY_SYMBOLS,
  formatAmount,
  isP2pAsset,
  type TCatalogueAsset,
} from "@sextant/core";

/** Spec document 2 §9: crypto amounts with 7 decimals (ad prices and fiat with 2). */
const CRYPTO_DECIMALS = 7;

/** '$1,234.50', 'RM 4.45' — the currency's symbol (§9) or its code, and 2 decimals. */
export function formatFiat(amount: string, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency];
  const [whole = "0", fraction] = safeFormat(amount, AD_PRICE_DISPLAY_DECIMALS).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = fraction ? `${grouped}.${fraction}` : grouped;
  if (!symbol) return `${text} ${currency}`;
  return /^[A-Za-z]/.test(symbol) ? `${symbol} ${text}` : `${symbol}${text}`;
}

/** A crypto amount with at most 7 decimals, trailing zeros dropped ('12.5'). */
export function formatCrypto(amount: string): string {
  const text = safeFormat(amount, CRYPTO_DECIMALS);
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

function safeFormat(amount: string, decimals: number): string {
  try {
    return formatAmount(amount, decimals);
  } catch {
    return amount;
  }
}

/**
 * The assets the P2P market offers (§2 'P2P market', core `isP2pAsset`): never the hidden list, and of the rest
 * XLM and the anchored ones — the operator's own issued assets (an issuer and this server's home domain, as
 * every issued asset of the catalogue has) included, as the API counts them.
 */
export function p2pAssetCodes(assets: readonly TCatalogueAsset[]): string[] {
  return assets
    .filter((asset) =>
      isP2pAsset({
        code: asset.code,
        native: asset.issuer === "",
        anchored: asset.isAssetAnchored,
        issuedByOperator: asset.issuer !== "" && asset.homeDomainURL !== "",
      }),
    )
    .map((asset) => asset.code);
}

/** 'Jane Doe' or the company name for a company KYC, shortened to 20 (22 for a company) characters (§9). */
export function advertiserName(ad: {
  first_name: string;
  last_name: string;
  companyName: string;
  isCompanyKyc: boolean;
}): string {
  const name = ad.isCompanyKyc ? ad.companyName : [ad.first_name, ad.last_name].filter(Boolean).join(" ");
  const limit = ad.isCompanyKyc ? 22 : 20;
  return name.length > limit ? `${name.slice(0, limit)}…` : name || "—";
}

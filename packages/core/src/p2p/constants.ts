import { EXCLUDED_MARKET_ASSETS } from "../constants";

/** Ad unit prices must lie within this percent of the country reference price (spec §9 'Price band'). */
export const PRICE_BAND_PERCENT = 8;
/** USD worth of LEVELG an account must hold to post an ad or start a trade; never deducted (spec §9 'Battery'). */
export const BATTERY_USD = "5";
export const BATTERY_ASSET_CODE = "LEVELG";
/** A seller's minimum quantity is at least this USD worth (spec §9 'Quantity'). */
export const SELLER_MIN_USD = "10";
/** Default limits of a basic ad: min 10 USD worth, max 50 USD worth, the max capped by balance for sellers. */
export const DEFAULT_MIN_USD = "10";
export const DEFAULT_MAX_USD = "50";
/** Default and allowed time frames of an ad, minutes (spec §5: default 15). */
export const DEFAULT_TIME_FRAME_MINUTES = 15;
export const TIME_FRAME_OPTIONS_MINUTES = [15, 30, 45, 60] as const;
/** Ads and trades are paged at 10 (spec §7, §9). */
export const AD_PAGE_SIZE = 10;
/** The location used when the user's country is not known (spec §5 'Default location'). */
export const DEFAULT_AD_LOCATION = "US";
/** Ad prices are shown with 2 decimals (spec §9 'Decimals'); the band itself is exact to 7. */
export const AD_PRICE_DISPLAY_DECIMALS = 2;

export const AD_TYPES = ["buy", "sell"] as const;
export type TAdType = (typeof AD_TYPES)[number];

/** Assets never offered on the P2P market's dropdown (spec §2 'P2P market'); the same list as the market's. */
export const P2P_HIDDEN_ASSETS: readonly string[] = EXCLUDED_MARKET_ASSETS;

/**
 * Whether an asset is on the P2P market (spec §2): not hidden, and XLM or anchored. The operator's own issued
 * assets (home domain this server) are anchored by this server, so they count too.
 */
export function isP2pAsset(asset: {
  code: string;
  native: boolean;
  anchored: boolean;
  issuedByOperator: boolean;
}): boolean {
  if (P2P_HIDDEN_ASSETS.includes(asset.code.toUpperCase())) return false;
  return asset.native || asset.anchored || asset.issuedByOperator;
}

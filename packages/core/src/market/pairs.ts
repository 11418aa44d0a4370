import { EXCLUDED_MARKET_ASSETS } from "../constants";

/**
 * Market pairs (spec doc 1 §3). A configuration entry lists `toCoin` in the market of `marketCoin`. A pair's
 * `base` is the market coin and its `counter` the listed coin; it is shown as `COUNTER/BASE` ("LEVELG/XLM") and
 * priced in base units per counter unit ("1 LEVELG = 0.14 XLM"), which is the inverse of the price of a ledger
 * trade whose base asset is `base`. Volumes are in base units. The pair whose toCoin is KISHU has base and counter
 * swapped (spec §7), so it reads KISHU-per-XLM the other way round.
 */
export interface TPairAsset {
  code: string;
  /** Empty for native XLM. */
  issuer: string;
}

export interface TMarketConfigLike {
  marketCoinCode: string;
  marketIssure: string;
  toCoinCode: string;
  toIssure: string;
}

export interface TPairOrientation {
  base: TPairAsset;
  counter: TPairAsset;
}

export const SWAPPED_ORIENTATION_COIN = "KISHU";

export function pairOrientation(entry: TMarketConfigLike): TPairOrientation {
  const market = { code: entry.marketCoinCode, issuer: entry.marketIssure };
  const listed = { code: entry.toCoinCode, issuer: entry.toIssure };
  return entry.toCoinCode.toUpperCase() === SWAPPED_ORIENTATION_COIN
    ? { base: listed, counter: market }
    : { base: market, counter: listed };
}

/** "COUNTER/BASE": how a pair is shown and how favourites are stored. */
export function pairLabel(pair: TPairOrientation): string {
  return `${pair.counter.code}/${pair.base.code}`;
}

/** True when neither side of the pair is one of the spec's excluded assets (spec §9). */
export function isListedPair(pair: TPairOrientation): boolean {
  const excluded = new Set<string>(EXCLUDED_MARKET_ASSETS);
  return !excluded.has(pair.base.code.toUpperCase()) && !excluded.has(pair.counter.code.toUpperCase());
}

/** "XLM" for native, else "CODE:ISSUER": the asset parameter of the market API calls. */
export function pairAssetId(asset: TPairAsset): string {
  return asset.issuer === "" ? "XLM" : `${asset.code}:${asset.issuer}`;
}

/** Parses "XLM" / "native" / "CODE:ISSUER"; undefined when malformed. */
export function parsePairAssetId(id: string): TPairAsset | undefined {
  if (id === "XLM" || id === "native") return { code: "XLM", issuer: "" };
  const match = /^([A-Za-z0-9]{1,12}):(G[A-Z2-7]{55})$/.exec(id);
  return match ? { code: match[1] as string, issuer: match[2] as string } : undefined;
}

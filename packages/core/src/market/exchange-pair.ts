import type { TUrlPairAsset } from "./pair-url";
import {
  isListedPair,
  pairOrientation,
  type TMarketConfigLike,
  type TPairAsset,
  type TPairOrientation,
} from "./pairs";

/**
 * Which pair /exchange shows for a request (spec doc 1 §4 pair selection). Shared by the web app, which also reads
 * route state and the last pair applied with GO, and the API, which names the pair's first ledger reads in
 * index.html before the app runs (`exchangeFirstReads`).
 */

/** A configuration entry as the exchange orders it: `orderId` first. */
export interface TOrderedMarketConfig extends TMarketConfigLike {
  orderId: number;
}

/** What /exchange was asked to show: each side a code with its issuer, null for a bare code, "" for XLM. */
export interface TExchangeRequest {
  base: TUrlPairAsset;
  counter: TUrlPairAsset;
}

function matches(asset: TPairAsset, requested: TUrlPairAsset): boolean {
  if (asset.code.toUpperCase() !== requested.code.toUpperCase()) return false;
  return requested.issuer === null || requested.issuer === asset.issuer;
}

/** The configured pairs the exchange offers, in configuration order: listed pairs only (spec §9). */
export function listedPairs(config: readonly TOrderedMarketConfig[]): TPairOrientation[] {
  return [...config]
    .sort((a, b) => a.orderId - b.orderId)
    .map(pairOrientation)
    .filter(isListedPair);
}

/**
 * The pair a request names. Assets with an issuer are taken as they are; bare codes are resolved through the
 * market configuration (either orientation), and stay unresolved when it lists no such pair.
 */
export function resolveExchangePair(
  request: TExchangeRequest,
  config: readonly TMarketConfigLike[],
): TPairOrientation | null {
  const { base, counter } = request;
  if (base.issuer !== null && counter.issuer !== null) {
    return {
      base: { code: base.code, issuer: base.issuer },
      counter: { code: counter.code, issuer: counter.issuer },
    };
  }
  const pairs = config.map(pairOrientation);
  const direct = pairs.find((pair) => matches(pair.base, base) && matches(pair.counter, counter));
  if (direct) return direct;
  const reversed = pairs.find((pair) => matches(pair.base, counter) && matches(pair.counter, base));
  return reversed ?? null;
}

/** The pair shown when the route names none: the first configured listed pair (LEVELG/XLM). */
export function defaultExchangePair(config: readonly TOrderedMarketConfig[]): TPairOrientation | null {
  return listedPairs(config)[0] ?? null;
}

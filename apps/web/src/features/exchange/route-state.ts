import {
  isListedPair,
  pairLabel,
  pairOrientation,
  type TMarketConfigEntry,
  type TPairAsset,
  type TPairOrientation,
} from "@sextant/core";
import { isRecord } from "../../lib/local-storage";

/** An asset named by route state: the issuer is null when only a code was given (the older form). */
export interface TRequestedAsset {
  code: string;
  issuer: string | null;
}

/** What /exchange was asked to show: `{ base, counter }` as assets `{ code, issuer }` or bare codes. */
export interface TExchangeRequest {
  base: TRequestedAsset;
  counter: TRequestedAsset;
}

function requestedAsset(value: unknown): TRequestedAsset | null {
  if (typeof value === "string" && value.trim()) return { code: value.trim(), issuer: null };
  if (!isRecord(value) || typeof value.code !== "string" || !value.code.trim()) return null;
  const code = value.code.trim();
  if (code.toUpperCase() === "XLM" && !value.issuer) return { code: "XLM", issuer: "" };
  return { code, issuer: typeof value.issuer === "string" ? value.issuer.trim() : null };
}

/** /exchange route state `{ base, counter }`; null when either side is missing. */
export function parseExchangeState(state: unknown): TExchangeRequest | null {
  if (!isRecord(state)) return null;
  const base = requestedAsset(state.base);
  const counter = requestedAsset(state.counter);
  return base && counter ? { base, counter } : null;
}

function matches(asset: TPairAsset, requested: TRequestedAsset): boolean {
  if (asset.code.toUpperCase() !== requested.code.toUpperCase()) return false;
  return requested.issuer === null || requested.issuer === asset.issuer;
}

/** The configured pairs the exchange offers, in configuration order: listed pairs only (spec §9). */
export function listedPairs(config: readonly TMarketConfigEntry[]): TPairOrientation[] {
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
  config: readonly TMarketConfigEntry[],
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
export function defaultExchangePair(config: readonly TMarketConfigEntry[]): TPairOrientation | null {
  return listedPairs(config)[0] ?? null;
}

/** Every asset the configuration names, for deciding whether a bare code in the URL is unambiguous. */
export function configuredAssets(config: readonly TMarketConfigEntry[]): TPairAsset[] {
  return config.flatMap((entry) => {
    const pair = pairOrientation(entry);
    return [pair.base, pair.counter];
  });
}

/** The route state that opens /exchange on `pair`. */
export function exchangeState(pair: TPairOrientation): TExchangeRequest {
  return { base: { ...pair.base }, counter: { ...pair.counter } };
}

/** A stable key of a pair, for queries and streams. */
export function pairKey(pair: TPairOrientation): string {
  return `${pair.counter.code}:${pair.counter.issuer}/${pair.base.code}:${pair.base.issuer}`;
}

/** "COUNTER/BASE", as every screen shows a pair. */
export const formatPair = pairLabel;

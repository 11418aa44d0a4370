import {
  pairLabel,
  pairOrientation,
  type TExchangeRequest,
  type TMarketConfigEntry,
  type TPairAsset,
  type TPairOrientation,
  type TUrlPairAsset,
} from "@sextant/core";
import { isRecord } from "../../lib/local-storage";

export {
  defaultExchangePair,
  listedPairs,
  resolveExchangePair,
  type TExchangeRequest,
} from "@sextant/core";
/** An asset named by route state: the issuer is null when only a code was given (the older form). */
export type TRequestedAsset = TUrlPairAsset;

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

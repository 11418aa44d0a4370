import { pairAssetId, type TPairAsset, type TPairOrientation } from "./pairs";

/**
 * A pair in the exchange's URL, so it can be shared and survives a reload: `/exchange?counter=LEVELG&base=XLM`.
 * Each side is `XLM`, a bare code when the known assets have only one asset of that code, or `CODE:ISSUER`.
 */
export const EXCHANGE_PAIR_PARAMS = { base: "base", counter: "counter" } as const;

/** One side as the URL gives it: the issuer is null for a bare code, "" for XLM. */
export interface TUrlPairAsset {
  code: string;
  issuer: string | null;
}

const CODE = /^[A-Za-z0-9]{1,12}$/;
const CODE_AND_ISSUER = /^([A-Za-z0-9]{1,12}):(G[A-Z2-7]{55})$/;

/** Reads one side ("XLM", "native", "CODE" or "CODE:ISSUER"); null when malformed. */
export function parseUrlPairAsset(text: string | null): TUrlPairAsset | null {
  const value = text?.trim() ?? "";
  if (value.toUpperCase() === "XLM" || value === "native") return { code: "XLM", issuer: "" };
  const full = CODE_AND_ISSUER.exec(value);
  if (full) return { code: full[1] as string, issuer: full[2] as string };
  return CODE.test(value) ? { code: value, issuer: null } : null;
}

/** The pair a URL's query names; null when a side is missing or malformed. */
export function parseExchangePairSearch(
  search: URLSearchParams,
): { base: TUrlPairAsset; counter: TUrlPairAsset } | null {
  const base = parseUrlPairAsset(search.get(EXCHANGE_PAIR_PARAMS.base));
  const counter = parseUrlPairAsset(search.get(EXCHANGE_PAIR_PARAMS.counter));
  return base && counter ? { base, counter } : null;
}

/** One side for the URL: the bare code when `known` holds no other asset of that code, else `CODE:ISSUER`. */
export function urlPairAsset(asset: TPairAsset, known: readonly TPairAsset[] = []): string {
  if (asset.issuer === "") return "XLM";
  const code = asset.code.toUpperCase();
  const sameCode = known.filter((other) => other.code.toUpperCase() === code);
  const unambiguous = sameCode.length > 0 && sameCode.every((other) => other.issuer === asset.issuer);
  return unambiguous ? asset.code : pairAssetId(asset);
}

/**
 * The query of a pair, counter first as the pair reads (`counter=LEVELG&base=XLM`). Codes stand alone only when
 * `known` (the configured pairs' assets) shows they are unambiguous; without it, issuers are always written.
 */
export function exchangePairSearch(pair: TPairOrientation, known: readonly TPairAsset[] = []): string {
  const search = new URLSearchParams();
  search.set(EXCHANGE_PAIR_PARAMS.counter, urlPairAsset(pair.counter, known));
  search.set(EXCHANGE_PAIR_PARAMS.base, urlPairAsset(pair.base, known));
  return search.toString();
}

/** `/exchange?counter=…&base=…` for a pair. */
export function exchangePairHref(pair: TPairOrientation, known: readonly TPairAsset[] = []): string {
  return `/exchange?${exchangePairSearch(pair, known)}`;
}

import { defaultExchangePair, resolveExchangePair, type TOrderedMarketConfig } from "../market/exchange-pair";
import { parseExchangePairSearch } from "../market/pair-url";
import type { TPairAsset, TPairOrientation } from "../market/pairs";
import { RECENT_TRADES_REQUEST } from "./trade-rows";

/**
 * The Horizon requests the exchange's panels make, built in one place so that the web app's reads and the links
 * the API writes into index.html to start them early (`exchangeFirstReads`) are the same URLs, byte for byte: a
 * browser only hands a preloaded answer to a request for exactly the URL it preloaded.
 */

export type THorizonParams = Record<string, string | number | undefined>;

/** Horizon's three parameters of an asset (`<prefix>_asset_type/_code/_issuer`); "" as issuer is the native asset. */
export function horizonAssetParams(prefix: string, asset: TPairAsset): Record<string, string> {
  if (asset.issuer === "") return { [`${prefix}_asset_type`]: "native" };
  return {
    [`${prefix}_asset_type`]: asset.code.length <= 4 ? "credit_alphanum4" : "credit_alphanum12",
    [`${prefix}_asset_code`]: asset.code,
    [`${prefix}_asset_issuer`]: asset.issuer,
  };
}

/** `horizonUrl` + `path` + the parameters that are set, in the order given. */
export function horizonHref(horizonUrl: string, path: string, params: THorizonParams = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  const query = search.toString();
  return `${horizonUrl.replace(/\/+$/, "")}${path}${query ? `?${query}` : ""}`;
}

/**
 * Levels asked of Horizon per side of the book: the panel shows nine, and a market order is priced across the
 * depth its amount needs.
 */
export const ORDER_BOOK_LIMIT = 200;

/** The order_book query of a pair: selling the listed coin for the market coin (asks in base per counter). */
export function orderBookParams(pair: TPairOrientation): THorizonParams {
  return {
    ...horizonAssetParams("selling", pair.counter),
    ...horizonAssetParams("buying", pair.base),
    limit: ORDER_BOOK_LIMIT,
  };
}

/** The /trades query of a pair, newest first, `limit` records after `cursor`. */
export function pairTradesParams(pair: TPairOrientation, limit: number, cursor?: string): THorizonParams {
  return {
    ...horizonAssetParams("base", pair.base),
    ...horizonAssetParams("counter", pair.counter),
    order: "desc",
    limit,
    cursor,
  };
}

/** The two reads a cold /exchange shows first: the pair's order book and its latest trades. */
export interface TExchangeFirstReads {
  pair: TPairOrientation;
  orderBook: string;
  trades: string;
}

/**
 * The first reads of /exchange opened with `search`: the pair the URL names, or the default pair. Null when the
 * URL names no pair the configuration can resolve and there is no default. (The app may still pick another pair,
 * from its route state or the last pair applied with GO, which only it can see.)
 */
export function exchangeFirstReads(
  horizonUrl: string,
  search: URLSearchParams,
  config: readonly TOrderedMarketConfig[],
): TExchangeFirstReads | null {
  const request = parseExchangePairSearch(search);
  const pair = request ? resolveExchangePair(request, config) : defaultExchangePair(config);
  if (!pair) return null;
  return {
    pair,
    orderBook: horizonHref(horizonUrl, "/order_book", orderBookParams(pair)),
    trades: horizonHref(horizonUrl, "/trades", pairTradesParams(pair, RECENT_TRADES_REQUEST)),
  };
}

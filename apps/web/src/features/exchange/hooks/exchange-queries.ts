import { RECENT_TRADES_REQUEST, type TPairOrientation, type TTradeRow, tradeRow } from "@sextant/core";
import { getOrderBook } from "../api/get-order-book";
import { getPairTrades } from "../api/get-trades";
import { exchangeKeys } from "./query-keys";

/** The rows of trade records in the pair's orientation (records of other pairs dropped). */
export function tradeRowsOf(records: Parameters<typeof tradeRow>[0][], pair: TPairOrientation): TTradeRow[] {
  return records.map((record) => tradeRow(record, pair)).filter((row): row is TTradeRow => row !== null);
}

/**
 * The order book and latest trades queries of a pair, shared by the screen's hooks and the boot prefetch
 * (`../boot-prefetch.ts`), so a load started before the screen renders lands in the cache entry the screen reads.
 */
export function orderBookQuery(horizonUrl: string, pair: TPairOrientation) {
  return { queryKey: exchangeKeys.orderBook(pair), queryFn: () => getOrderBook(horizonUrl, pair) };
}

/** The newest trades of the pair as rows (the first page of the trades panel). */
export async function loadRecentTrades(horizonUrl: string, pair: TPairOrientation): Promise<TTradeRow[]> {
  const page = await getPairTrades(horizonUrl, pair, RECENT_TRADES_REQUEST);
  return tradeRowsOf(page.records, pair);
}

/** Streamed trades keep the list current, so the first page is never re-read on its own. */
export const RECENT_TRADES_STALE_TIME = Number.POSITIVE_INFINITY;

export function recentTradesQuery(horizonUrl: string, pair: TPairOrientation) {
  return {
    queryKey: exchangeKeys.recentTrades(pair),
    queryFn: () => loadRecentTrades(horizonUrl, pair),
    staleTime: RECENT_TRADES_STALE_TIME,
  };
}

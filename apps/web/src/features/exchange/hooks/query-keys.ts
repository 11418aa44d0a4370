import type { TPairOrientation } from "@sextant/core";
import { pairKey } from "../route-state";

/** Query keys of the exchange screen; `exchangeKeys.pair(pair)` covers every query of one pair (refresh). */
export const exchangeKeys = {
  all: ["exchange"] as const,
  pair: (pair: TPairOrientation) => ["exchange", pairKey(pair)] as const,
  orderBook: (pair: TPairOrientation) => ["exchange", pairKey(pair), "order-book"] as const,
  recentTrades: (pair: TPairOrientation) => ["exchange", pairKey(pair), "recent-trades"] as const,
  allTrades: (pair: TPairOrientation) => ["exchange", pairKey(pair), "all-trades"] as const,
  myTrades: (pair: TPairOrientation, account: string) =>
    ["exchange", pairKey(pair), "my-trades", account] as const,
  myOffers: (pair: TPairOrientation, account: string) =>
    ["exchange", pairKey(pair), "my-offers", account] as const,
  candles: (pair: TPairOrientation) => ["exchange", pairKey(pair), "candles"] as const,
};

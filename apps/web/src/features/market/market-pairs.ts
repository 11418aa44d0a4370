import {
  exchangePairHref,
  isListedPair,
  MARKET_TABS,
  marketPairOf,
  pairLabel,
  type TMarketConfigEntry,
  type TMarketPair,
  TOP_PAIRS_ON_HOME,
  type TPairOrientation,
} from "@sextant/core";

/** The tab that lists the pairs starred by the user; it always comes first (spec doc 1 §2). */
export const FAVORITE_TAB = "Favorite";

/** The base and counter assets of a market pair, in the shape the core pair helpers take. */
export function pairOrientationOf(pair: TMarketPair): TPairOrientation {
  return {
    base: { code: pair.base, issuer: pair.baseIssuer },
    counter: { code: pair.counter, issuer: pair.counterIssuer },
  };
}

/** "COUNTER/BASE" ("LEVELG/XLM"): how a pair is shown and how it is kept in the favourites. */
export function marketPairKey(pair: TMarketPair): string {
  return pairLabel(pairOrientationOf(pair));
}

/** The pairs that may be shown: none with an excluded asset (spec §9), ordered by orderId. */
export function listedMarketPairs(pairs: readonly TMarketPair[]): TMarketPair[] {
  return pairs.filter((pair) => isListedPair(pairOrientationOf(pair))).sort((a, b) => a.orderId - b.orderId);
}

/** The top pairs of the landing and the /market cards: flagged showOnTop, by orderId, at most four. */
export function topMarketPairs(
  pairs: readonly TMarketPair[],
  limit: number = TOP_PAIRS_ON_HOME,
): TMarketPair[] {
  return listedMarketPairs(pairs)
    .filter((pair) => pair.showOnTop)
    .slice(0, limit);
}

/**
 * The tab names of the pair table: 'Favorite', then the market coin codes of the first three markets, a market
 * ranking by the lowest orderId of its pairs.
 */
export function marketTabNames(pairs: readonly TMarketPair[], limit: number = MARKET_TABS): string[] {
  const markets: string[] = [];
  for (const pair of listedMarketPairs(pairs)) {
    if (!markets.includes(pair.marketCoinCode)) markets.push(pair.marketCoinCode);
  }
  return [FAVORITE_TAB, ...markets.slice(0, limit)];
}

/** True when the counter code contains the search text, ignoring case and surrounding spaces. */
export function matchesCoinSearch(pair: TMarketPair, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === "" || pair.counter.toLowerCase().includes(needle);
}

/** The rows of one tab: the starred pairs for 'Favorite', else the pairs of that market; then the search. */
export function pairsOfTab(
  pairs: readonly TMarketPair[],
  tab: string,
  favourites: readonly string[],
  search: string,
): TMarketPair[] {
  const starred = new Set(favourites);
  return listedMarketPairs(pairs).filter(
    (pair) =>
      (tab === FAVORITE_TAB ? starred.has(marketPairKey(pair)) : pair.marketCoinCode === tab) &&
      matchesCoinSearch(pair, search),
  );
}

/** The /exchange route state that opens the exchange on this pair. */
export function exchangeStateOf(pair: TMarketPair): TPairOrientation {
  return pairOrientationOf(pair);
}

/** The exchange's address for a market pair (`/exchange?counter=CODE:ISSUER&base=XLM`), to open or share. */
export function exchangeHrefOf(pair: TMarketPair): string {
  return exchangePairHref(pairOrientationOf(pair));
}

/**
 * Rows to show before the statistics arrive: the configured pairs with every figure empty, so the table shows
 * the pair names with placeholder dashes (spec doc 1 §4).
 */
export function placeholderPairs(config: readonly TMarketConfigEntry[]): TMarketPair[] {
  return config.map((entry) => marketPairOf(entry));
}

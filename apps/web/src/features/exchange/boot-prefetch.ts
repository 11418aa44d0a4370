import type { TBootConfig } from "@sextant/core";
import type { QueryClient } from "@tanstack/react-query";
import { getMarketData, marketDataQueryKey } from "../market/api/market-data";
import { orderBookQuery, recentTradesQuery } from "./hooks/exchange-queries";
import { requestedExchangePair } from "./initial-pair";

/** The currency the exchange's statistics bar reads the market list in (`useMarketData()`'s default). */
const STATS_CURRENCY = "USD";

/**
 * Starts what a cold /exchange shows first, before React renders, from the configuration written into index.html:
 * the pair's order book and latest trades, and the market list, into the cache entries the screen's hooks read.
 * Nothing here waits for a request: the pair comes from the URL, or from the configured pairs in `boot`.
 * `routeState` is what the router keeps as location state (`history.state.usr`). Resolves once the order book's
 * read has settled (answered or failed), at once when no pair can be known.
 */
export function prefetchExchange(
  client: QueryClient,
  boot: TBootConfig,
  search: string,
  routeState: unknown,
): Promise<void> {
  const horizonUrl = boot.config.horizonUrl.replace(/\/+$/, "");
  const pair = requestedExchangePair(search, routeState, boot.marketConfig);
  void client.prefetchQuery({
    queryKey: marketDataQueryKey(STATS_CURRENCY),
    queryFn: ({ signal }) => getMarketData(STATS_CURRENCY, signal),
  });
  if (!pair) return Promise.resolve();
  void client.prefetchQuery(recentTradesQuery(horizonUrl, pair));
  return client.prefetchQuery(orderBookQuery(horizonUrl, pair));
}

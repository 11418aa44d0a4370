import {
  type TMarketConfigEntry,
  type TMarketPair,
  ZGetMarketConfigResponse,
  ZGetMarketDataResponse,
} from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** Query keys of the market list and configuration (the boot configuration seeds the latter). */
export const MARKET_CONFIG_QUERY_KEY = ["market-config"] as const;
export const marketDataQueryKey = (currencyCode: string) => ["market-data", currencyCode] as const;

/** The API keeps the statistics current from the ledger's trade stream; the page re-reads them this often. */
export const MARKET_DATA_REFRESH_MS = 5_000;

/** GET /api/coins/getMarketData — every configured pair and its 24 h statistics in one call (spec §7). */
export async function getMarketData(currencyCode: string, signal?: AbortSignal): Promise<TMarketPair[]> {
  const response = await apiRequest("/coins/getMarketData", {
    query: { currencyCode },
    schema: ZGetMarketDataResponse,
    signal,
  });
  return response.pairs;
}

/**
 * The market list for every screen that shows pairs (landing, /market, the exchange's pair selector). `isLoading`
 * is the spec's market loading flag: true until the first answer. A failed refresh keeps the pairs already shown.
 */
export function useMarketData(currencyCode = "USD") {
  return useQuery({
    queryKey: marketDataQueryKey(currencyCode),
    queryFn: ({ signal }) => getMarketData(currencyCode, signal),
    refetchInterval: MARKET_DATA_REFRESH_MS,
    staleTime: MARKET_DATA_REFRESH_MS,
  });
}

/** GET /api/coins/marketConfig — the configured pairs, ordered by orderId. */
export async function getMarketConfig(signal?: AbortSignal): Promise<TMarketConfigEntry[]> {
  const response = await apiRequest("/coins/marketConfig", { schema: ZGetMarketConfigResponse, signal });
  return response.pairs;
}

/** The market configuration for every screen; it rarely changes, so it is re-read at most once a minute. */
export function useMarketConfig() {
  return useQuery({
    queryKey: MARKET_CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getMarketConfig(signal),
    staleTime: 60_000,
  });
}

import type { TMarketPair } from "@sextant/core";
import { useMarketConfig, useMarketData } from "../api/market-data";
import { listedMarketPairs, placeholderPairs } from "../market-pairs";

/** The market list of a screen and where it stands. */
export interface TMarketListing {
  /** Listed pairs (no excluded asset) by orderId: with statistics once loaded, else the configured pairs. */
  pairs: TMarketPair[];
  /** True until the first statistics arrive (the spec's market loading flag). */
  isLoading: boolean;
  /** The first load failed and there is nothing to show; a failed refresh keeps the rows and stays false. */
  failed: boolean;
  retry: () => void;
}

/**
 * Market statistics for the landing and /market. Until they arrive the configured pairs are shown with dashes;
 * when the statistics cannot be loaded at all the screen shows the error with a retry.
 */
export function useMarketListing(): TMarketListing {
  const market = useMarketData();
  const config = useMarketConfig();
  const pairs = listedMarketPairs(market.data ?? placeholderPairs(config.data ?? []));
  return {
    pairs,
    isLoading: market.data === undefined && !market.isError,
    failed: market.data === undefined && market.isError,
    retry: () => {
      void market.refetch();
      if (config.isError) void config.refetch();
    },
  };
}

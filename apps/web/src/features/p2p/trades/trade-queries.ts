import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { fetchActiveTrades, fetchOpenEscrows, fetchTrade, fetchTradeHistory } from "./trade-api";

/** Query keys of trades: one trade, the active list and the history, each per page. */
export const tradeKeys = {
  all: ["p2p", "trades"] as const,
  one: (tradeId: string) => ["p2p", "trades", "one", tradeId] as const,
  list: (kind: "active" | "history") => ["p2p", "trades", kind] as const,
};

export function useTrade(tradeId: string | null) {
  return useQuery({
    queryKey: tradeKeys.one(tradeId ?? ""),
    queryFn: ({ signal }) => fetchTrade(tradeId ?? "", signal),
    enabled: tradeId !== null,
    // The realtime events refresh it at once; this is the fallback when the socket is down.
    refetchInterval: 15_000,
  });
}

/** One tab's trades, 10 a page by `skip`; the next page exists while fewer than `total` are loaded. */
export function useTradeList(kind: "active" | "history") {
  return useInfiniteQuery({
    queryKey: tradeKeys.list(kind),
    queryFn: ({ signal, pageParam }) =>
      kind === "active" ? fetchActiveTrades(pageParam, signal) : fetchTradeHistory(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.trades.length, 0);
      return last.trades.length > 0 && loaded < last.total ? loaded : undefined;
    },
    refetchInterval: 30_000,
  });
}

export function useOpenEscrows() {
  return useQuery({ queryKey: ["p2p", "escrows"], queryFn: ({ signal }) => fetchOpenEscrows(signal) });
}

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "../../realtime";
import { fetchAnchorTransactions, type TAnchorKindQuery } from "../api/anchor-api";

/** While a row is still pending the list is re-read this often, so it follows the statuses live. */
export const PENDING_REFRESH_MS = 3_000;

export const anchorHistoryKey = (account: string, assetCode: string, kind: TAnchorKindQuery) =>
  ["anchor", "history", account, assetCode, kind] as const;

/**
 * The user's deposits or withdrawals of one asset, newest first, 10 a page (`paging_id` is the last row's id);
 * 'Show more' while the API says another page follows. Live: re-read at once when the API announces a status change
 * of this asset and kind (`anchorTransactionChanged`), and every 3 s while any row is pending, so the list follows
 * even without the realtime connection.
 */
export function useAnchorHistory(account: string | null, assetCode: string, kind: TAnchorKindQuery) {
  const client = useQueryClient();
  const queryKey = anchorHistoryKey(account ?? "", assetCode, kind);
  useRealtimeEvent("anchorTransactionChanged", (event) => {
    const eventKind = event.kind === "deposit" ? "deposit" : "withdraw";
    if (event.asset_code === assetCode && eventKind === kind) void client.invalidateQueries({ queryKey });
  });
  const query = useInfiniteQuery({
    queryKey,
    enabled: Boolean(account),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      fetchAnchorTransactions({ assetCode, kind, pagingId: pageParam, signal }),
    getNextPageParam: (last) =>
      last.has_more ? last.transactions[last.transactions.length - 1]?.id : undefined,
    refetchInterval: (state) =>
      state.state.data?.pages.some((page) => page.transactions.some((row) => row.status_group === "pending"))
        ? PENDING_REFRESH_MS
        : false,
  });
  return {
    rows: query.data?.pages.flatMap((page) => page.transactions) ?? [],
    status: query.status,
    retry: () => void query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    showMore: () => void query.fetchNextPage(),
  };
}

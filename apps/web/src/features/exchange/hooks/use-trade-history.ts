import {
  mergeTrades,
  myTradeRow,
  type TMyTradeRow,
  type TPairOrientation,
  type TTradeRow,
  tradeRow,
} from "@sextant/core";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type TAccountSnapshot, type TLoadable, useLedgerConfig } from "../../ledger/sdk-free";
import { getAccountTrades, getPairTrades, type TTradePage } from "../api/get-trades";
import { loadableOf } from "../lib/loadable";
import { exchangeKeys } from "./query-keys";

/** Records per history page (spec §9: 20 for the pair, 200 for an account's trades of every pair). */
export const ALL_TRADES_PAGE = 20;
export const MY_TRADES_PAGE = 200;

/** A history table: its rows, whether Horizon has more, and the 'Load More' action. */
export interface TTradeHistory<T> {
  rows: TLoadable<T[]>;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

function nextCursor(pageSize: number) {
  return (page: TTradePage) =>
    page.records.length >= pageSize && page.nextCursor ? page.nextCursor : undefined;
}

/**
 * All trades of the pair, newest first, 20 per page through Horizon cursors; the live trades of the trades panel
 * (`recent`) are merged in on top.
 */
export function useAllTrades(
  pair: TPairOrientation | null,
  recent: readonly TTradeRow[],
): TTradeHistory<TTradeRow> {
  const config = useLedgerConfig();
  const horizonUrl = config?.horizonUrl ?? "";
  const query = useInfiniteQuery({
    queryKey: pair ? exchangeKeys.allTrades(pair) : ["exchange", "none", "all-trades"],
    queryFn: ({ pageParam }) =>
      getPairTrades(horizonUrl, pair as TPairOrientation, ALL_TRADES_PAGE, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor(ALL_TRADES_PAGE),
    enabled: Boolean(pair && config),
  });
  const data = query.data
    ? mergeTrades(
        recent,
        query.data.pages
          .flatMap((page) => page.records)
          .map((record) => (pair ? tradeRow(record, pair) : null))
          .filter((row): row is TTradeRow => row !== null),
      )
    : undefined;
  return {
    rows: loadableOf({ ...query, data }, Boolean(pair)),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/**
 * The account's trades on the pair, newest first: its trades of every pair 200 at a time, kept to this pair, each
 * typed from the account's side. Re-read whenever the account changes on the ledger (a trade moves its balances).
 */
export function useMyTrades(
  pair: TPairOrientation | null,
  account: string | null,
  snapshot: TAccountSnapshot | null,
): TTradeHistory<TMyTradeRow> {
  const config = useLedgerConfig();
  const client = useQueryClient();
  const horizonUrl = config?.horizonUrl ?? "";
  const enabled = Boolean(pair && account);
  const query = useInfiniteQuery({
    queryKey: pair && account ? exchangeKeys.myTrades(pair, account) : ["exchange", "none", "my-trades"],
    queryFn: ({ pageParam }) => getAccountTrades(horizonUrl, account ?? "", MY_TRADES_PAGE, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor(MY_TRADES_PAGE),
    enabled: enabled && Boolean(config),
  });

  useEffect(() => {
    if (pair && account && snapshot)
      void client.invalidateQueries({ queryKey: exchangeKeys.myTrades(pair, account) });
  }, [snapshot, pair, account, client]);

  const data = query.data?.pages
    .flatMap((page) => page.records)
    .map((record) => (pair && account ? myTradeRow(record, pair, account) : null))
    .filter((row): row is TMyTradeRow => row !== null);
  return {
    rows: loadableOf({ ...query, data }, enabled),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

import type { TAdPage, TP2pAd } from "@sextant/core";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "../../realtime";
import { fetchAdsByAsset, fetchMyAds } from "../api/ads-api";

/** Whose ads: everyone's active ads in a location, or the signed-in account's own (both statuses). */
export type TAdsListOwner = "public" | "mine";

/** Every ads list of an asset shares this prefix, so one live event refreshes them all. */
export const adsQueryPrefix = (asset: string) => ["p2p", "ads", asset] as const;

export interface TAdsListState {
  status: "loading" | "error" | "success";
  ads: TP2pAd[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * One ads list, paged by 10: the public buy or sell list of an asset in a location, or the signed-in
 * account's own buy or sell ads. Live events about ads of this asset refetch it (spec §4 'Real-time events').
 */
export function useAdsList(params: {
  owner: TAdsListOwner;
  type: "buy" | "sell";
  asset: string | null;
  location: string;
  account: string;
}): TAdsListState {
  const { owner, type, asset, location, account } = params;
  const client = useQueryClient();
  const query = useInfiniteQuery<TAdPage, Error, InfiniteData<TAdPage>, readonly unknown[], string>({
    queryKey: [...adsQueryPrefix(asset ?? ""), owner, type, owner === "mine" ? account : location],
    initialPageParam: "",
    queryFn: ({ pageParam, signal }) => {
      const paging_id = pageParam || undefined;
      return owner === "mine"
        ? fetchMyAds({ account, asset_code: asset ?? "", type, paging_id }, signal)
        : fetchAdsByAsset({ asset_code: asset ?? "", type, location, paging_id }, signal);
    },
    // Keyset paging: the server's opaque cursor of the next page, null on the last.
    getNextPageParam: (page) => (page.has_more && page.paging_id ? page.paging_id : undefined),
    enabled: Boolean(asset) && (owner === "public" ? location !== "" : account !== ""),
  });

  const refresh = (assetCode: string) => {
    if (assetCode === asset) void client.invalidateQueries({ queryKey: adsQueryPrefix(assetCode) });
  };
  useRealtimeEvent("newAd", (event) => refresh(event.assetCode));
  useRealtimeEvent("adUpdated", (event) => refresh(event.assetCode));
  useRealtimeEvent("adStatusChanged", (event) => refresh(event.assetCode));

  const ads = dedupe(query.data?.pages.flatMap((page) => page.ads) ?? []);
  return {
    status: !asset ? "loading" : query.status === "pending" ? "loading" : query.status,
    ads,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}

/** A page boundary may repeat an ad that moved while paging; each shows once. */
function dedupe(ads: TP2pAd[]): TP2pAd[] {
  const seen = new Set<string>();
  return ads.filter((ad) => !seen.has(ad.id) && seen.add(ad.id) !== undefined);
}

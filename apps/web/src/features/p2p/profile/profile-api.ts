import { type TAdPage, type TP2pProfile, ZAdPage, ZGetP2pProfileResponse } from "@sextant/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/**
 * GET /api/p2p/getProfile?account — public; the token is sent when signed in, so the server can say whether the
 * profile is the viewer's own (`isMyProfile`).
 */
export function p2pProfileQueryOptions(account: string) {
  return queryOptions({
    queryKey: ["p2p", "profile", account],
    queryFn: async ({ signal }): Promise<TP2pProfile> =>
      (
        await apiRequest("/p2p/getProfile", {
          query: { account },
          schema: ZGetP2pProfileResponse,
          auth: true,
          signal,
        })
      ).profile,
    enabled: account !== "",
  });
}

/** GET /api/p2p/getAdsByAssetAndAccountId?account&type — one account's ads of a side, newest first, 10 a page. */
export function accountAdsQueryOptions(account: string, type: "buy" | "sell") {
  return queryOptions({
    queryKey: ["p2p", "account-ads", account, type],
    queryFn: ({ signal }): Promise<TAdPage> =>
      apiRequest("/p2p/getAdsByAssetAndAccountId", {
        query: { account, type },
        schema: ZAdPage,
        auth: true,
        signal,
      }),
    enabled: account !== "",
  });
}

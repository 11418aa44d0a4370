import {
  type TAddAdRequest,
  type TAdPage,
  type TP2pAd,
  ZAddAdResponse,
  ZAdPage,
  ZChangeAdStatusResponse,
  ZGetAdByIdResponse,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/p2p/getadsByAsset — listed ads of one type for an asset and location, best price first. */
export function fetchAdsByAsset(
  params: { asset_code: string; type: "buy" | "sell"; location?: string; paging_id?: string },
  signal?: AbortSignal,
): Promise<TAdPage> {
  return apiRequest("/p2p/getadsByAsset", { query: { ...params }, schema: ZAdPage, signal });
}

/** GET /api/p2p/searchAdsByAssetCodeAndAmount — the quick form: ads whose limits hold the amount. */
export function searchAdsByAmount(
  params: { asset_code: string; type: "buy" | "sell"; amount: string; location?: string; paging_id?: string },
  signal?: AbortSignal,
): Promise<TAdPage> {
  return apiRequest("/p2p/searchAdsByAssetCodeAndAmount", { query: { ...params }, schema: ZAdPage, signal });
}

/** GET /api/p2p/getAdsByAssetAndAccountId — with the owner's token: all their ads, paused ones too. */
export function fetchMyAds(
  params: { account: string; asset_code: string; type: "buy" | "sell"; paging_id?: string },
  signal?: AbortSignal,
): Promise<TAdPage> {
  return apiRequest("/p2p/getAdsByAssetAndAccountId", {
    query: { ...params },
    schema: ZAdPage,
    signal,
    auth: true,
  });
}

/** GET /api/p2p/getAdById. */
export async function fetchAdById(id: string, signal?: AbortSignal): Promise<TP2pAd> {
  return (await apiRequest("/p2p/getAdById", { query: { id }, schema: ZGetAdByIdResponse, signal })).ad;
}

/** GET /api/p2p/ChangeAdStatus — the owner pauses or activates an ad; the answer carries the ad. */
export async function changeAdStatus(adId: string, status: "Active" | "Paused"): Promise<TP2pAd> {
  const answer = await apiRequest("/p2p/ChangeAdStatus", {
    query: { adId, status },
    schema: ZChangeAdStatusResponse,
    auth: true,
  });
  return answer.ad;
}

/** POST /api/p2p/addBuyAd or /addSellAd; a repeated `idempotency_key` answers the first ad (`replayed`). */
export async function createAd(type: "buy" | "sell", body: TAddAdRequest): Promise<TP2pAd> {
  const path = type === "buy" ? "/p2p/addBuyAd" : "/p2p/addSellAd";
  return (await apiRequest(path, { method: "POST", body, schema: ZAddAdResponse, auth: true })).ad;
}

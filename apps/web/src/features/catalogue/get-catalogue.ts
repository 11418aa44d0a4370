import { type TCatalogueAsset, ZGetAssetsResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../lib/api-client";

/** The asset list refreshes every 30 s (spec §9); after a failure it is asked again every 5 s until it answers. */
const CATALOGUE_REFRESH_MS = 30_000;
const CATALOGUE_RECOVERY_MS = 5_000;
/** A hung API shows its error state after this long instead of the client's 10 s. */
export const CATALOGUE_TIMEOUT_MS = 6_000;

/** What a screen shows where rates or assets could not be loaded. */
export const CATALOGUE_ERROR = "Couldn't load asset prices. Please try again.";

/**
 * GET /api/coins/getAssets?currencyCode=. A failure is an error, never an empty list: a screen must not show
 * values computed from missing rates as if they were zero.
 */
export async function getCatalogue(currencyCode: string, signal?: AbortSignal): Promise<TCatalogueAsset[]> {
  const response = await apiRequest("/coins/getAssets", {
    query: { currencyCode },
    schema: ZGetAssetsResponse,
    signal,
    timeoutMs: CATALOGUE_TIMEOUT_MS,
  });
  return response.assets;
}

/** The catalogue with its state; `assets` holds the last good answer (empty until one arrived). */
export interface TCatalogueState {
  status: "loading" | "error" | "success";
  assets: TCatalogueAsset[];
  /** Set when the latest attempt failed. */
  error: string | null;
  retry: () => void;
}

const EMPTY: TCatalogueAsset[] = [];

/**
 * The catalogue in `currencyCode`, shared by every screen: refreshed every 30 s, again at once when the window
 * regains focus or the network comes back, and every 5 s while failing, so a screen recovers as soon as the API
 * answers. A time-out is not retried (it already waited); other failures once.
 */
export function useCatalogueState(currencyCode: string): TCatalogueState {
  const query = useQuery({
    queryKey: ["catalogue", currencyCode],
    queryFn: ({ signal }) => getCatalogue(currencyCode, signal),
    refetchInterval: (state) =>
      state.state.status === "error" ? CATALOGUE_RECOVERY_MS : CATALOGUE_REFRESH_MS,
    refetchOnWindowFocus: "always",
    refetchOnReconnect: "always",
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.kind === "timeout"),
    retryDelay: 500,
  });
  const status = query.status === "pending" ? "loading" : query.status;
  return {
    status,
    assets: query.data ?? EMPTY,
    error: status === "error" ? CATALOGUE_ERROR : null,
    retry: () => void query.refetch(),
  };
}

import { type TCatalogueAsset, ZGetAssetsResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** The asset list refreshes every 30 s (spec §9). */
const CATALOGUE_REFRESH_MS = 30_000;

/** GET /api/coins/getAssets?currencyCode= — a failure falls back to an empty list (spec §7). */
export async function getCatalogue(currencyCode: string, signal?: AbortSignal): Promise<TCatalogueAsset[]> {
  try {
    const response = await apiRequest("/coins/getAssets", {
      query: { currencyCode },
      schema: ZGetAssetsResponse,
      signal,
    });
    return response.assets;
  } catch {
    return [];
  }
}

export function useCatalogue(currencyCode: string): TCatalogueAsset[] {
  const { data } = useQuery({
    queryKey: ["catalogue", currencyCode],
    queryFn: ({ signal }) => getCatalogue(currencyCode, signal),
    refetchInterval: CATALOGUE_REFRESH_MS,
  });
  return data ?? [];
}

import { type TCatalogueAsset, ZGetAssetsResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/coins/getAssets?currencyCode=USD: the USD and BTC rates that value the wallet header; [] on failure. */
export function useUsdRates(): TCatalogueAsset[] {
  const { data } = useQuery({
    queryKey: ["catalogue", "USD"],
    queryFn: async ({ signal }) => {
      try {
        const response = await apiRequest("/coins/getAssets", {
          query: { currencyCode: "USD" },
          schema: ZGetAssetsResponse,
          signal,
        });
        return response.assets;
      } catch {
        return [];
      }
    },
    refetchInterval: 30_000,
  });
  return data ?? [];
}

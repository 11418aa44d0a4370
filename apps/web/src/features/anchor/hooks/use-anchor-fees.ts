import { useQuery } from "@tanstack/react-query";
import { fetchAnchorFees } from "../api/anchor-api";

/** The asset's deposit and withdrawal fees and chains (GET /api/sep24/feeForFrontend), cached for a minute. */
export function useAnchorFees(assetCode: string) {
  return useQuery({
    queryKey: ["anchor", "fees", assetCode],
    queryFn: ({ signal }) => fetchAnchorFees(assetCode, signal),
    staleTime: 60_000,
  });
}

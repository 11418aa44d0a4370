import { type TGetStellarFeeResponse, ZGetStellarFeeResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { usePreferences } from "../preferences-store";

/** The network fee per operation (stroops) at each fee level, from the ledger's fee stats; undefined until loaded. */
export function useNetworkFeeLevels(): TGetStellarFeeResponse | undefined {
  const { data } = useQuery({
    queryKey: ["fees", "stellar"],
    queryFn: ({ signal }) =>
      apiRequest("/feesetting-levels/stellar-fee", { schema: ZGetStellarFeeResponse, signal }),
    staleTime: 60_000,
  });
  return data;
}

const DEFAULT_FEE_PER_OPERATION = "100";

/** The network fee per operation (stroops) at the fee level chosen in the preferences. */
export function useNetworkFeePerOperation(): string {
  const { fee } = usePreferences();
  return useNetworkFeeLevels()?.[fee] ?? DEFAULT_FEE_PER_OPERATION;
}

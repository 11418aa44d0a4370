import { type TGetStellarFeeResponse, ZGetStellarFeeResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

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

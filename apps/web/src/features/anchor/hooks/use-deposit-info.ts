import type { TAnchorChain } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchDepositInfo } from "../api/anchor-api";
import { anchorHistoryKey } from "./use-anchor-history";

/**
 * The user's deposit address, fee and minimum for an asset on a chain; the address does not change, so it is kept
 * long. Asking for it opens a deposit on the API's side, so the Recent Deposit list is read again.
 */
export function useDepositInfo(account: string | null, assetCode: string, chain: TAnchorChain | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: ["anchor", "deposit-info", account, assetCode, chain],
    queryFn: async () => {
      const info = await fetchDepositInfo(assetCode, account ?? "", chain ?? "ERC20");
      void client.invalidateQueries({ queryKey: anchorHistoryKey(account ?? "", assetCode, "deposit") });
      return info;
    },
    enabled: Boolean(account && chain),
    staleTime: 10 * 60_000,
    retry: 1,
  });
}

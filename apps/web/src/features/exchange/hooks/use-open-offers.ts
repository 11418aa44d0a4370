import { offerRow, type TOfferRow, type TPairOrientation } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type TAccountSnapshot, type TLoadable, useLedgerConfig } from "../../ledger/sdk-free";
import { getOpenOffers } from "../api/get-open-offers";
import { loadableOf } from "../lib/loadable";
import { exchangeKeys } from "./query-keys";

/**
 * The account's open offers on the pair, live: re-read whenever the account changes on the ledger (an offer placed,
 * taken or cancelled changes its liabilities or subentries, which the account stream reports).
 */
export function useOpenOffers(
  pair: TPairOrientation | null,
  account: string | null,
  snapshot: TAccountSnapshot | null,
): TLoadable<TOfferRow[]> {
  const config = useLedgerConfig();
  const client = useQueryClient();
  const horizonUrl = config?.horizonUrl ?? "";
  const enabled = Boolean(pair && account);
  const query = useQuery({
    queryKey: pair && account ? exchangeKeys.myOffers(pair, account) : ["exchange", "none", "my-offers"],
    queryFn: async () =>
      (await getOpenOffers(horizonUrl, account ?? ""))
        .map((record) => offerRow(record, pair as TPairOrientation))
        .filter((row): row is TOfferRow => row !== null),
    enabled: enabled && Boolean(config),
  });

  useEffect(() => {
    if (pair && account && snapshot)
      void client.invalidateQueries({ queryKey: exchangeKeys.myOffers(pair, account) });
  }, [snapshot, pair, account, client]);

  return loadableOf(query, enabled);
}

import type { TOfferRow, TPairOrientation } from "@sextant/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { toast } from "../../../lib/toast";
import { accountQueryKey } from "../../ledger/sdk-free";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError } from "../../session";
import { OFFER_DELETE_ERROR_MESSAGE, OFFER_DELETED_MESSAGE } from "../lib/offer-messages";
import { exchangeKeys } from "./query-keys";

/** Cancels open offers one at a time, with the spec's toasts; `pending` is the offer being cancelled. */
export function useCancelOffer(pair: TPairOrientation | null, account: string | null) {
  const client = useQueryClient();
  const feePerOperation = useNetworkFeePerOperation();
  const [pending, setPending] = useState<string | null>(null);

  const cancel = useCallback(
    async (offer: TOfferRow) => {
      if (!account || !pair) return;
      setPending(offer.offerId);
      try {
        // The cancel transaction needs the Stellar SDK: loaded on the first cancel only.
        const { cancelOffer } = await import("../api/cancel-offer");
        await cancelOffer({ account, offer, feePerOperation });
        toast.success(OFFER_DELETED_MESSAGE);
        client.setQueryData<TOfferRow[]>(exchangeKeys.myOffers(pair, account), (rows) =>
          rows?.filter((row) => row.offerId !== offer.offerId),
        );
        void client.invalidateQueries({ queryKey: accountQueryKey(account) });
        void client.invalidateQueries({ queryKey: exchangeKeys.myOffers(pair, account) });
      } catch (error) {
        if (!(error instanceof SigningCancelledError)) toast.error(OFFER_DELETE_ERROR_MESSAGE);
      } finally {
        setPending(null);
      }
    },
    [account, pair, feePerOperation, client],
  );

  return { cancel, pending };
}

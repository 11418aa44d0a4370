import { type TLevelFee, ZGetAssetFeeResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

/** The operator's fees of one asset (send, swap and exchange seller fee) and the account they are paid to. */
export interface TAssetFees {
  feeAccount: string;
  settings: TLevelFee;
}

/** No operator fee: what a failed fee-settings call falls back to (spec §7). */
export const NO_ASSET_FEES: TAssetFees = {
  feeAccount: "",
  settings: {
    swapFeeFixed: "0",
    swapFeePercent: "0",
    sendBalanceFeeFixed: "0",
    sendBalanceFeePercent: "0",
    exchangeSellerFeeFixed: "0",
    exchangeSellerFeePercent: "0",
  },
};

/** GET /api/feesetting-levels/asset-fee for one asset code; a failure means no fee (spec §7). */
export async function getAssetFees(assetCode: string, signal?: AbortSignal): Promise<TAssetFees> {
  try {
    const response = await apiRequest("/feesetting-levels/asset-fee", {
      query: { asset_code: assetCode },
      schema: ZGetAssetFeeResponse,
      signal,
    });
    return { feeAccount: response.assetFeeCollectionAddress, settings: response.levelfee };
  } catch {
    return NO_ASSET_FEES;
  }
}

/** The fees of `assetCode`, cached for a minute; no fee until loaded. */
export function useAssetFees(assetCode: string): TAssetFees {
  const { data } = useQuery({
    queryKey: ["fees", "asset", assetCode],
    queryFn: ({ signal }) => getAssetFees(assetCode, signal),
    staleTime: 60_000,
  });
  return data ?? NO_ASSET_FEES;
}

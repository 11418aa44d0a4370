import { type TSwapFeeSettings, ZERO_SWAP_FEE, ZGetAssetFeeResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** The operator's swap fee of one asset and the account it is paid to. */
export interface TAssetSwapFee {
  feeAccount: string;
  settings: TSwapFeeSettings;
}

const NO_SWAP_FEE: TAssetSwapFee = { feeAccount: "", settings: ZERO_SWAP_FEE };

/** GET /api/feesetting-levels/asset-fee for the from-asset; a failure means no fee (spec §7). */
export async function getAssetSwapFee(assetCode: string, signal?: AbortSignal): Promise<TAssetSwapFee> {
  try {
    const response = await apiRequest("/feesetting-levels/asset-fee", {
      query: { asset_code: assetCode },
      schema: ZGetAssetFeeResponse,
      signal,
    });
    const { swapFeeFixed, swapFeePercent } = response.levelfee;
    return { feeAccount: response.assetFeeCollectionAddress, settings: { swapFeeFixed, swapFeePercent } };
  } catch {
    return NO_SWAP_FEE;
  }
}

/** The swap fee settings of `assetCode`, cached for a minute. */
export function useAssetSwapFee(assetCode: string): TAssetSwapFee {
  const { data } = useQuery({
    queryKey: ["fees", "swap", assetCode],
    queryFn: ({ signal }) => getAssetSwapFee(assetCode, signal),
    staleTime: 60_000,
  });
  return data ?? NO_SWAP_FEE;
}

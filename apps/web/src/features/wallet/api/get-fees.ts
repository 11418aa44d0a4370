import { type TSendFeeSettings, ZERO_SEND_FEE, ZGetAssetFeeResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useNetworkFeeLevels, usePreferences } from "../../preferences";

const DEFAULT_FEE_PER_OPERATION = "100";

/** The network fee per operation (stroops) at the fee level chosen in the preferences. */
export function useNetworkFeePerOperation(): string {
  const { fee } = usePreferences();
  return useNetworkFeeLevels()?.[fee] ?? DEFAULT_FEE_PER_OPERATION;
}

export interface TAssetSendFee {
  feeAccount: string;
  settings: TSendFeeSettings;
}

/** The operator's send fee for one asset; a failure means no fee (spec §7). */
export async function getAssetSendFee(assetCode: string, signal?: AbortSignal): Promise<TAssetSendFee> {
  try {
    const response = await apiRequest("/feesetting-levels/asset-fee", {
      query: { asset_code: assetCode },
      schema: ZGetAssetFeeResponse,
      signal,
    });
    return { feeAccount: response.assetFeeCollectionAddress, settings: response.levelfee };
  } catch {
    return { feeAccount: "", settings: ZERO_SEND_FEE };
  }
}

export function useAssetSendFee(assetCode: string): TAssetSendFee {
  const { data } = useQuery({
    queryKey: ["fees", "asset", assetCode],
    queryFn: ({ signal }) => getAssetSendFee(assetCode, signal),
    staleTime: 60_000,
  });
  return data ?? { feeAccount: "", settings: ZERO_SEND_FEE };
}

import { type TExchangeFeeSettings, ZERO_EXCHANGE_FEE, ZGetAssetFeeResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../../lib/api-client";
import { useNetworkFeeLevels, usePreferences } from "../../../preferences";

const DEFAULT_FEE_PER_OPERATION = "100";

/** The operator's seller fee for the asset an order gives, and the account it is paid to. */
export interface TExchangeAssetFee {
  feeAccount: string;
  settings: TExchangeFeeSettings;
}

const NO_FEE: TExchangeAssetFee = { feeAccount: "", settings: ZERO_EXCHANGE_FEE };

/** GET /api/feesetting-levels/asset-fee for one asset code; a failure means no fee (spec §7). */
export async function getExchangeAssetFee(
  assetCode: string,
  signal?: AbortSignal,
): Promise<TExchangeAssetFee> {
  try {
    const response = await apiRequest("/feesetting-levels/asset-fee", {
      query: { asset_code: assetCode },
      schema: ZGetAssetFeeResponse,
      signal,
    });
    return { feeAccount: response.assetFeeCollectionAddress, settings: response.levelfee };
  } catch {
    return NO_FEE;
  }
}

/** The seller fee settings of `assetCode`, cached for a minute; no fee until loaded. */
export function useExchangeAssetFee(assetCode: string): TExchangeAssetFee {
  const { data } = useQuery({
    queryKey: ["fees", "exchange", assetCode],
    queryFn: ({ signal }) => getExchangeAssetFee(assetCode, signal),
    staleTime: 60_000,
  });
  return data ?? NO_FEE;
}

/** The network fee per operation (stroops) at the fee level chosen in the preferences. */
export function useFeePerOperation(): string {
  const { fee } = usePreferences();
  return useNetworkFeeLevels()?.[fee] ?? DEFAULT_FEE_PER_OPERATION;
}

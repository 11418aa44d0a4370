import { type TLevelFee, ZGetAssetFeeResponse, ZGetAssetsResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../lib/api-client";

/** One asset's operator fees as the Fees page lists them. */
export interface TAssetFeeRow {
  code: string;
  fees: TLevelFee;
}

/** The operator's fee kinds that the fee settings hold per asset, in the order the page shows them. */
export const OPERATOR_FEE_KINDS = [
  { key: "send", label: "Send", fixed: "sendBalanceFeeFixed", percent: "sendBalanceFeePercent" },
  { key: "swap", label: "Swap", fixed: "swapFeeFixed", percent: "swapFeePercent" },
  {
    key: "exchange",
    label: "Exchange",
    fixed: "exchangeSellerFeeFixed",
    percent: "exchangeSellerFeePercent",
  },
] as const satisfies readonly {
  key: string;
  label: string;
  fixed: keyof TLevelFee;
  percent: keyof TLevelFee;
}[];

/** A decimal setting without trailing zeros ("0.10" → "0.1", "2.000" → "2"); "0" for an empty or bad value. */
function plainDecimal(value: string): string {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return "0";
  const [whole = "0", fraction = ""] = trimmed.split(".");
  const cutFraction = fraction.replace(/0+$/, "");
  const cutWhole = whole.replace(/^0+(?=\d)/, "");
  return cutFraction ? `${cutWhole}.${cutFraction}` : cutWhole;
}

/**
 * How one fee reads: "0.1%", "1 XLM + 0.1%", "1 XLM" or "No fee". The fixed part is in the asset the fee is
 * paid in (`code`), the percent of the amount.
 */
export function describeOperatorFee(fixed: string, percent: string, code: string): string {
  const fixedText = plainDecimal(fixed);
  const percentText = plainDecimal(percent);
  const parts = [
    ...(fixedText !== "0" ? [`${fixedText} ${code}`] : []),
    ...(percentText !== "0" ? [`${percentText}%`] : []),
  ];
  return parts.length > 0 ? parts.join(" + ") : "No fee";
}

/**
 * The fee settings of every asset of the catalogue: GET /api/coins/getAssets for the codes, then
 * GET /api/feesetting-levels/asset-fee for each. An asset the operator set no fees for (404) is left out; any
 * other failure fails the whole schedule, so the page shows its error state rather than a partial table.
 */
export async function loadFeeSchedule(signal?: AbortSignal): Promise<TAssetFeeRow[]> {
  const { assets } = await apiRequest("/coins/getAssets", {
    query: { currencyCode: "USD" },
    schema: ZGetAssetsResponse,
    signal,
  });
  const codes = [...new Set(assets.map((asset) => asset.code.toUpperCase()))];
  const rows = await Promise.all(
    codes.map(async (code) => {
      try {
        const response = await apiRequest("/feesetting-levels/asset-fee", {
          query: { asset_code: code },
          schema: ZGetAssetFeeResponse,
          signal,
        });
        return { code, fees: response.levelfee };
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    }),
  );
  return rows.filter((row): row is TAssetFeeRow => row !== null);
}

/** The operator's fee schedule for the Fees page. */
export function useFeeSchedule() {
  return useQuery({
    queryKey: ["fees", "schedule"],
    queryFn: ({ signal }) => loadFeeSchedule(signal),
    staleTime: 60_000,
  });
}

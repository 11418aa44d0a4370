import {
  type TAdminP2pCountry,
  type TP2pCountry,
  type TP2pFeeLevel,
  ZAdminCountriesResponse,
  ZAdminFeeLevelsResponse,
  ZAdminP2pCountry,
  ZGetActiveCountriesResponse,
  ZP2pFeeLevel,
} from "@sextant/core";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/p2p/countries — every P2P country, inactive ones too. */
export async function fetchAdminCountries(): Promise<TAdminP2pCountry[]> {
  return (await apiRequest("/admin/p2p/countries", { auth: true, schema: ZAdminCountriesResponse }))
    .countries;
}

export type TCountryChange = {
  code: string;
  name: string;
  currency: string;
  usdRate: string;
  active: boolean;
};

/** PUT /api/admin/p2p/countries/:code — creates or changes a country and its USD exchange rate. */
export function saveCountry({ code, ...body }: TCountryChange): Promise<TAdminP2pCountry> {
  return apiRequest(`/admin/p2p/countries/${encodeURIComponent(code.toUpperCase())}`, {
    method: "PUT",
    auth: true,
    body: { ...body, currency: body.currency.toUpperCase() },
    schema: ZAdminP2pCountry,
  });
}

/** GET /api/p2pcountry/getActive?asset_code — the active countries with the asset's reference price. */
export async function fetchReferencePrices(assetCode: string): Promise<TP2pCountry[]> {
  return (
    await apiRequest("/p2pcountry/getActive", {
      query: { asset_code: assetCode },
      schema: ZGetActiveCountriesResponse,
    })
  ).countries;
}

/** GET /api/admin/p2p/fee-levels — the spread and trade fees of every P2P asset. */
export async function fetchFeeLevels(): Promise<TP2pFeeLevel[]> {
  return (await apiRequest("/admin/p2p/fee-levels", { auth: true, schema: ZAdminFeeLevelsResponse })).levels;
}

/** PUT /api/admin/p2p/fee-levels/:assetCode. */
export function saveFeeLevel({ assetCode, ...body }: TP2pFeeLevel): Promise<z.infer<typeof ZP2pFeeLevel>> {
  return apiRequest(`/admin/p2p/fee-levels/${encodeURIComponent(assetCode)}`, {
    method: "PUT",
    auth: true,
    body,
    schema: ZP2pFeeLevel,
  });
}

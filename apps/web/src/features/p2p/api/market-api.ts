import {
  type TExchangeRateResponse,
  type TP2pCountry,
  ZExchangeRateResponse,
  ZGetActiveCountriesResponse,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/p2pcountry/getActive — the countries P2P trades in, with their currencies and methods. */
export async function fetchActiveCountries(signal?: AbortSignal): Promise<TP2pCountry[]> {
  return (await apiRequest("/p2pcountry/getActive", { schema: ZGetActiveCountriesResponse, signal }))
    .countries;
}

/** GET /api/p2p/exchangeRate — reference price, card prices and the price band of an asset in a country. */
export function fetchExchangeRate(
  asset_code: string,
  location: string,
  signal?: AbortSignal,
): Promise<TExchangeRateResponse> {
  return apiRequest("/p2p/exchangeRate", {
    query: { asset_code, location },
    schema: ZExchangeRateResponse,
    signal,
  });
}

import { DEFAULT_AD_LOCATION, P2P_MESSAGES, type TP2pCountry } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { useCatalogueState } from "../../catalogue";
import { userLocaleQueryOptions } from "../../startup";
import { fetchActiveCountries, fetchExchangeRate } from "../api/market-api";
import { p2pAssetCodes } from "../model/p2p-format";

export const P2P_MARKET_ERROR = P2P_MESSAGES.marketUnavailable;
export const P2P_RATES_ERROR = P2P_MESSAGES.ratesFailed;

/** The P2P assets (spec §2: hidden and unanchored ones left out) with the catalogue's USD prices. */
export function useP2pAssets() {
  const catalogue = useCatalogueState("USD");
  return {
    status: catalogue.status,
    codes: p2pAssetCodes(catalogue.assets),
    usdPrice: (code: string) => catalogue.assets.find((asset) => asset.code === code)?.currentRate ?? 0,
    /** The ledger asset of a code: native XLM, else the catalogue's issuer. */
    assetRef: (code: string) => {
      const issuer = catalogue.assets.find((asset) => asset.code === code)?.issuer;
      return { code, issuer: code === "XLM" ? null : issuer || null };
    },
    retry: catalogue.retry,
  };
}

/** GET /p2pcountry/getActive, shared by every P2P screen. */
export function useP2pCountries() {
  const query = useQuery({
    queryKey: ["p2p", "countries"],
    queryFn: ({ signal }) => fetchActiveCountries(signal),
    staleTime: 60_000,
  });
  return {
    status: query.status === "pending" ? ("loading" as const) : query.status,
    countries: query.data ?? [],
    retry: () => void query.refetch(),
  };
}

/** The location a screen starts on: the user's (KYC or visitor) country when P2P trades there, else US (§5). */
export function defaultLocation(countries: TP2pCountry[], preferred: (string | undefined)[]): string {
  for (const code of preferred) {
    if (code && countries.some((country) => country.code === code)) return code;
  }
  return DEFAULT_AD_LOCATION;
}

/** The visitor's country as the startup lookup found it. */
export function useVisitorCountry(): string | undefined {
  return useQuery(userLocaleQueryOptions()).data?.countryCode;
}

/** GET /p2p/exchangeRate for an asset in a location: the buy and sell prices in its currency. */
export function useExchangeRate(asset: string | null, location: string) {
  const query = useQuery({
    queryKey: ["p2p", "exchange-rate", asset, location],
    queryFn: ({ signal }) => fetchExchangeRate(asset ?? "", location, signal),
    enabled: Boolean(asset && location),
    refetchInterval: 60_000,
  });
  return {
    status: query.status === "pending" ? ("loading" as const) : query.status,
    data: query.data,
    retry: () => void query.refetch(),
  };
}

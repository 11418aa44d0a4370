import { ZGetUserCountryResponse, ZGetUserCurrencyResponse } from "@sextant/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export interface TUserLocale {
  currency?: string;
  countryCode?: string;
  country?: string;
}

/**
 * The visitor's currency and country (GET /api/user/currency and /api/user/country), loaded at start beside the
 * config. Either failing leaves its fields out: the splash closes anyway (document 1 §4).
 */
export async function getUserLocale(signal?: AbortSignal): Promise<TUserLocale> {
  const [currency, country] = await Promise.allSettled([
    apiRequest("/user/currency", { signal, schema: ZGetUserCurrencyResponse }),
    apiRequest("/user/country", { signal, schema: ZGetUserCountryResponse }),
  ]);
  return {
    ...(currency.status === "fulfilled" ? currency.value : {}),
    ...(country.status === "fulfilled" ? country.value : {}),
  };
}

export const USER_LOCALE_QUERY_KEY = ["user-locale"] as const;

export function userLocaleQueryOptions() {
  return queryOptions({
    queryKey: USER_LOCALE_QUERY_KEY,
    queryFn: ({ signal }) => getUserLocale(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

import { type TGetConfigResponse, ZGetConfigResponse } from "@sextant/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../../lib/api-client";

export type TConfigResult = { status: "SUCCESS"; config: TGetConfigResponse } | { status: "NO_DATA" };

/** How often the startup load is retried after an ERROR, and how long it waits between tries. */
export const STARTUP_RETRIES = 3;
export const STARTUP_RETRY_DELAY_MS = 1000;

/**
 * GET /api/config. An answer without usable data (empty, 404, wrong shape) is NO_DATA; a failure to get an
 * answer (network, time-out, 5xx) throws and counts as ERROR, which is retried.
 */
export async function getConfig(signal?: AbortSignal): Promise<TConfigResult> {
  try {
    const body = await apiRequest<unknown>("/config", { signal });
    if (body === null || body === "") return { status: "NO_DATA" };
    const parsed = ZGetConfigResponse.safeParse(body);
    return parsed.success ? { status: "SUCCESS", config: parsed.data } : { status: "NO_DATA" };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: "NO_DATA" };
    throw error;
  }
}

export const CONFIG_QUERY_KEY = ["config"] as const;

export function configQueryOptions(retryDelayMs = STARTUP_RETRY_DELAY_MS) {
  return queryOptions({
    queryKey: CONFIG_QUERY_KEY,
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: STARTUP_RETRIES,
    retryDelay: retryDelayMs,
  });
}

import type { TGetConfigResponse } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { configQueryOptions } from "../api/get-config";
import { deriveStartupStatus, type TStartupStatus } from "../startup-status";

export function useStartupStatus(retryDelayMs?: number): TStartupStatus {
  const query = useQuery(configQueryOptions(retryDelayMs));
  return deriveStartupStatus(query);
}

/**
 * The network configuration from GET /api/config, once loaded; `undefined` before or without it. It only
 * reads what the startup load put in the cache: mounting it never starts another request.
 */
export function useConfig(): TGetConfigResponse | undefined {
  const { data } = useQuery({ ...configQueryOptions(), enabled: false });
  return data?.status === "SUCCESS" ? data.config : undefined;
}

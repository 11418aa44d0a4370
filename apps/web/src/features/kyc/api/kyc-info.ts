import { ZKycInfoResponse } from "@sextant/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../../lib/api-client";
import type { TKycInfo } from "../model/kyc-view";

export const kycInfoQueryKey = (accountId: string) => ["kyc", "info", accountId] as const;

/** GET /api/kyc/info?accountId — the caller's own profile; `null` when there is none yet (`NO_USER`). */
export async function fetchKycInfo(accountId: string, signal?: AbortSignal): Promise<TKycInfo | null> {
  try {
    return await apiRequest("/kyc/info", {
      auth: true,
      query: { accountId },
      schema: ZKycInfoResponse,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.code === "NO_USER") return null;
    throw error;
  }
}

export function kycInfoQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: kycInfoQueryKey(accountId),
    queryFn: ({ signal }) => fetchKycInfo(accountId, signal),
    enabled: accountId !== "",
  });
}

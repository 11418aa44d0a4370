import {
  type TKycApplication,
  type TKycDecisionResponse,
  type TKycStatus,
  ZKycApplicationsResponse,
  ZKycDecisionResponse,
} from "@sextant/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const KYC_APPLICATIONS_KEY = ["admin", "kyc", "applications"] as const;

/** GET /api/admin/kyc/applications?status= — applications in one status, oldest submission first. */
export function kycApplicationsQueryOptions(status: TKycStatus) {
  return queryOptions({
    queryKey: [...KYC_APPLICATIONS_KEY, status],
    queryFn: async ({ signal }): Promise<TKycApplication[]> =>
      (
        await apiRequest("/admin/kyc/applications", {
          auth: true,
          query: { status },
          schema: ZKycApplicationsResponse,
          signal,
        })
      ).applications,
  });
}

/**
 * POST /api/admin/kyc/{accountId}/approve or …/reject — decides a pending application; the notes of a
 * rejection are the reason the applicant reads.
 */
export function decideKyc(
  accountId: string,
  decision: "approve" | "reject",
  notes: string,
): Promise<TKycDecisionResponse> {
  return apiRequest(`/admin/kyc/${encodeURIComponent(accountId)}/${decision}`, {
    method: "POST",
    auth: true,
    body: { notes },
    schema: ZKycDecisionResponse,
  });
}

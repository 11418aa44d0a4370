import { type TKycProfile, ZKycInfoResponse } from "@sextant/core";
import { apiRequest, isApiError } from "../../../lib/api-client";

/**
 * What P2P needs of the signed-in user's KYC record (spec §3 'User profile (KYC)'): whether it is approved,
 * the name an ad's account holder is fixed to, and the country an ad defaults to.
 */
export interface TKycIdentity {
  status: "none" | "draft" | "pending" | "approved" | "rejected";
  /** The KYC name, or the company name for a company KYC (spec §2 'Create ad'). */
  holderName: string;
  countryCode: string;
}

export function kycIdentityFrom(profile: TKycProfile): TKycIdentity {
  const personal = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  return {
    status: profile.status ?? "none",
    holderName: profile.isCompanyKyc ? profile.companyName : personal,
    countryCode: profile.countryCode,
  };
}

/** GET /api/kyc/info?accountId — `NO_USER` (404) means nothing was submitted yet. */
export async function fetchKycIdentity(accountId: string, signal?: AbortSignal): Promise<TKycIdentity> {
  try {
    const answer = await apiRequest("/kyc/info", {
      query: { accountId },
      schema: ZKycInfoResponse,
      auth: true,
      signal,
    });
    return kycIdentityFrom(answer.kyc);
  } catch (error) {
    if (isApiError(error) && (error.code === "NO_USER" || error.status === 404)) {
      return { status: "none", holderName: "", countryCode: "" };
    }
    throw error;
  }
}

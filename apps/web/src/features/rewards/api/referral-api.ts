import {
  type TReferralEntry,
  type TReferralFeeEntry,
  ZGetReferralFeeHistoryResponse,
  ZGetReferralsResponse,
  ZReferralCodeResponse,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/referral/code: the signed-in account's referral code. */
export async function fetchReferralCode(): Promise<string> {
  return (await apiRequest("/referral/code", { auth: true, schema: ZReferralCodeResponse })).code;
}

/** GET /api/referral/getAll?id: who the account referred; the spec shows an empty list when this fails. */
export async function fetchReferrals(account: string): Promise<TReferralEntry[]> {
  try {
    const answer = await apiRequest("/referral/getAll", {
      query: { id: account },
      auth: true,
      schema: ZGetReferralsResponse,
    });
    // Spec doc 2 §9: the levels shown are below 4.
    return answer.list.filter((entry) => entry.referralLevelId < 4);
  } catch {
    return [];
  }
}

/** POST /api/referral/getReferralFeeHistory {}: the caller's shares of fees; empty on a load failure too. */
export async function fetchReferralFeeHistory(): Promise<TReferralFeeEntry[]> {
  try {
    const answer = await apiRequest("/referral/getReferralFeeHistory", {
      method: "POST",
      body: {},
      auth: true,
      schema: ZGetReferralFeeHistoryResponse,
    });
    return answer.history;
  } catch {
    return [];
  }
}

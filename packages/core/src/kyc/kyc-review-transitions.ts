import type { TKycStatus } from "./kyc-status";

/** What changes a status besides the applicant's saves (those are `deriveKycState`'s). */
export type TKycReviewAction = "approve" | "reject" | "resubmit";

/**
 * The review part of the KYC state machine: an admin approves or rejects a pending application; the applicant
 * reopens a rejected one as a draft ('Resubmit'). Each answers the status it moves from and to, or null when the
 * action does not apply to `status`; the API enforces it with `UPDATE … WHERE status = from`.
 */
export function kycReviewTransition(
  status: TKycStatus | null,
  action: TKycReviewAction,
): { from: TKycStatus; to: TKycStatus } | null {
  const table: Record<TKycReviewAction, { from: TKycStatus; to: TKycStatus }> = {
    approve: { from: "pending", to: "approved" },
    reject: { from: "pending", to: "rejected" },
    resubmit: { from: "rejected", to: "draft" },
  };
  const move = table[action];
  return status === move.from ? move : null;
}

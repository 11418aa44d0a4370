import { z } from "zod";

/** A KYC profile's review status (spec doc 2 §3 'User profile (KYC)'); a profile with none has not started. */
export const KYC_STATUSES = ["draft", "pending", "approved", "rejected"] as const;
export const ZKycStatus = z.enum(KYC_STATUSES);
export type TKycStatus = z.infer<typeof ZKycStatus>;

/** Individual or company KYC (spec doc 2 §6: a radio choice on step 0). */
export const KYC_KINDS = ["individual", "company"] as const;
export type TKycKind = (typeof KYC_KINDS)[number];

/** What step 3 shows for a status (spec doc 2 §2 'KYC wizard'): label, message and colour. */
export type TKycDisplay = "approved" | "rejected" | "draft" | "pending";

export const KYC_STATUS_LABELS: Record<TKycDisplay, string> = {
  approved: "Verified",
  rejected: "Rejected",
  draft: "In-complete",
  pending: "Under Review",
};

export const KYC_STATUS_MESSAGES: Record<TKycDisplay, string> = {
  approved: "Your KYC is approved.",
  rejected: "Your Application is rejected due to following reasons.",
  draft: "Your KYC is incomplete.",
  pending: "Your KYC is Under Review",
};

/** Approved green, rejected red, draft and pending the accent colour. */
export const KYC_STATUS_COLOURS: Record<TKycDisplay, "green" | "red" | "accent"> = {
  approved: "green",
  rejected: "red",
  draft: "accent",
  pending: "accent",
};

/** The wizard's progress bar (spec doc 2 §2). */
export const KYC_STEP_LABELS = [
  "What is KYC",
  "User or Company Information",
  "ID Documentation",
  "Verification",
] as const;
export type TKycStep = 0 | 1 | 2 | 3;

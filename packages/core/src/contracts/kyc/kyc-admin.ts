import { z } from "zod";
import { ZKycStatus } from "../../kyc/kyc-status";
import { text } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";
import { ZKycDocument, ZKycProfile } from "./kyc-profile";

/** One decision of a reviewer (spec doc 2 §6 Admin). */
export const ZKycReview = z
  .object({
    id: z.number().int(),
    adminAccount: z.string(),
    decision: z.enum(["approved", "rejected"]),
    notes: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "KycReview" });
export type TKycReview = z.infer<typeof ZKycReview>;

/** An application as the admin console shows it: the profile, its document and the past decisions. */
export const ZKycApplication = z
  .object({ kyc: ZKycProfile, document: ZKycDocument.nullable(), reviews: z.array(ZKycReview) })
  .meta({ id: "KycApplication" });
export type TKycApplication = z.infer<typeof ZKycApplication>;

/** GET /api/admin/kyc/applications?status=pending (default) — oldest first, at most 100. */
export const ZKycApplicationsQuery = z.object({ status: ZKycStatus.default("pending") });
export const ZKycApplicationsResponse = z.object({ applications: z.array(ZKycApplication) });
export type TKycApplicationsResponse = z.infer<typeof ZKycApplicationsResponse>;

export const ZKycAccountParams = z.object({ accountId: ZPublicKey });
/** POST /api/admin/kyc/{accountId}/approve (notes optional) and …/reject (notes required, shown to the applicant). */
export const ZKycDecisionRequest = z
  .object({ notes: text(1000).optional().default("") })
  .optional()
  .default({ notes: "" });
export const ZKycDecisionResponse = z.object({ message: z.string(), application: ZKycApplication });
export type TKycDecisionResponse = z.infer<typeof ZKycDecisionResponse>;

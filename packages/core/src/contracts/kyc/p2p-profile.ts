import { z } from "zod";
import { ZKycStatus } from "../../kyc/kyc-status";
import { ZPublicKey } from "../../validators/stellar-keys";

/** GET /api/p2p/getProfile?account (public; a token, when sent, sets isMyProfile). Spec doc 2 §3 'P2P public profile'. */
export const ZGetP2pProfileQuery = z.object({ account: ZPublicKey });
export const ZP2pFeedback = z.object({ rating: z.number(), review: z.string(), first_name: z.string() });
export const ZP2pProfile = z
  .object({
    account: z.string(),
    kycStatus: ZKycStatus.nullable(),
    country_code: z.string(),
    total_successfull_trade: z.number().int(),
    partners: z.number().int(),
    total_fail_trade: z.number().int(),
    accountCreatedDate: z.string().nullable(),
    lastSeen: z.string().nullable().describe("'online', or an ISO time, or null when never seen"),
    photo: z.string().describe("profile photo file name (public), or empty"),
    first_name: z.string().describe("truncated to 20 characters"),
    last_name: z.string(),
    companyName: z.string().describe("truncated to 22 characters"),
    isCompanyKyc: z.boolean(),
    rating: z.number(),
    total_reviews: z.number().int(),
    feedback: z.array(ZP2pFeedback),
    isMyProfile: z.boolean(),
  })
  .meta({ id: "P2pProfile" });
export type TP2pProfile = z.infer<typeof ZP2pProfile>;
export const ZGetP2pProfileResponse = z.object({ profile: ZP2pProfile });
export type TGetP2pProfileResponse = z.infer<typeof ZGetP2pProfileResponse>;

import { z } from "zod";
import { ZPublicKey } from "../../validators/stellar-keys";

/** GET /api/referral/code (signed in): the caller's referral code, made on first ask. */
export const ZReferralCodeResponse = z.object({ code: z.string(), account: z.string() });
export type TReferralCodeResponse = z.infer<typeof ZReferralCodeResponse>;

/** GET /api/referral/getAll?id={account} (signed in as that account): who it referred, levels 1 to 3. */
export const ZGetReferralsRequest = z.object({ id: ZPublicKey });
export const ZReferralEntry = z.object({
  referralLevelId: z.number().int().min(1).max(3),
  /** The referred person's masked e-mail, or a shortened account when none is known. */
  referredTo: z.string(),
  createdAt: z.string(),
});
export type TReferralEntry = z.infer<typeof ZReferralEntry>;
export const ZGetReferralsResponse = z.object({ list: z.array(ZReferralEntry) });
export type TGetReferralsResponse = z.infer<typeof ZGetReferralsResponse>;

/** POST /api/referral/getReferralFeeHistory {} (signed in): the shares of fees paid to the caller. */
export const ZReferralFeeEntry = z.object({
  id: z.number().int(),
  /** The referred account whose fee this share comes from (shortened). */
  referralAccount: z.string(),
  level: z.number().int(),
  amount: z.string(),
  coinCode: z.string(),
  status: z.enum(["pending", "submitting", "paid", "failed"]),
  txHash: z.string().nullable(),
  createdAt: z.string(),
});
export type TReferralFeeEntry = z.infer<typeof ZReferralFeeEntry>;
export const ZGetReferralFeeHistoryRequest = z.object({}).strict();
export const ZGetReferralFeeHistoryResponse = z.object({ history: z.array(ZReferralFeeEntry) });
export type TGetReferralFeeHistoryResponse = z.infer<typeof ZGetReferralFeeHistoryResponse>;

import { z } from "zod";
import { ZFormBoolean, ZKycEmail, ZKycPhone, ZOtpCode } from "../../kyc/kyc-fields";

/** POST /api/email/sendCode (spec doc 2 §7: to, isCompanyKyc, address_country_code). */
export const ZSendEmailCodeRequest = z.object({
  to: ZKycEmail,
  isCompanyKyc: ZFormBoolean.optional(),
  address_country_code: z.string().max(2).optional(),
});
/** POST /api/sms/sendCode: `to` is the number with its dial code. */
export const ZSendSmsCodeRequest = z.object({
  to: ZKycPhone,
  isCompanyKyc: ZFormBoolean.optional(),
  address_country_code: z.string().max(2).optional(),
});
export const ZSendCodeResponse = z.object({
  message: z.string(),
  /** Seconds until 'Send Again' is allowed (60). */
  resendAfterSeconds: z.number().int(),
  expiresAt: z.string(),
});
export type TSendCodeResponse = z.infer<typeof ZSendCodeResponse>;

/** POST /api/kyc/verifyEmail and /api/kyc/verifyPhone. */
export const ZVerifyCodeRequest = z.object({ code: ZOtpCode });
export const ZVerifyCodeResponse = z.object({
  message: z.string().describe("'Confirmation completed'"),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  email: z.string(),
  phone: z.string(),
});
export type TVerifyCodeResponse = z.infer<typeof ZVerifyCodeResponse>;

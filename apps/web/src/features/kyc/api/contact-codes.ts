import { type TSendCodeResponse, ZSendCodeResponse, ZVerifyCodeResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

export type TCodeChannel = "email" | "sms";

/** POST /api/{email|sms}/sendCode — a 4-digit one-time code to the address or number (document 2 §7). */
export function sendContactCode(
  channel: TCodeChannel,
  input: { to: string; isCompanyKyc: boolean; countryCode: string },
): Promise<TSendCodeResponse> {
  return apiRequest(`/${channel}/sendCode`, {
    method: "POST",
    auth: true,
    body: {
      to: input.to,
      isCompanyKyc: input.isCompanyKyc,
      ...(input.countryCode ? { address_country_code: input.countryCode } : {}),
    },
    schema: ZSendCodeResponse,
  });
}

/** POST /api/kyc/verifyEmail or /api/kyc/verifyPhone — confirms the code; the profile then holds the flag. */
export function verifyContactCode(channel: TCodeChannel, code: string) {
  const action = channel === "email" ? "verifyEmail" : "verifyPhone";
  return apiRequest(`/kyc/${action}`, {
    method: "POST",
    auth: true,
    body: { code },
    schema: ZVerifyCodeResponse,
  });
}

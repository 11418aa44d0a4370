import {
  KYC_MESSAGES,
  normalisePhone,
  OTP_RESEND_SECONDS,
  ZApiError,
  ZSendCodeResponse,
  ZSendEmailCodeRequest,
  ZSendSmsCodeRequest,
  ZVerifyCodeRequest,
  ZVerifyCodeResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validBody } from "./kyc-errors";
import { readKycRecord } from "./kyc-records";
import { sendKycCode, verifyKycCode } from "./one-time-codes";
import { strictLimit } from "./strict-limit";

/** The OTP dialogs' calls (spec doc 2 §7: POST /{email|sms}/sendCode, POST /kyc/{verifyEmail|verifyPhone}). */
export const codeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, schema, channel] of [
    ["/email/sendCode", ZSendEmailCodeRequest, "email"],
    ["/sms/sendCode", ZSendSmsCodeRequest, "sms"],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        config: strictLimit(app),
        attachValidation: true,
        schema: {
          tags: ["kyc"],
          security: [{ bearerAuth: [] }],
          summary: `Send a 4-digit code by ${channel === "email" ? "e-mail" : "SMS"}; again only after 60 s`,
          body: schema,
          response: { 200: ZSendCodeResponse, 400: ZApiError, 409: ZApiError, 429: ZApiError },
        },
      },
      async (request) => {
        const body = validBody(request, schema);
        const target = channel === "email" ? body.to.trim() : normalisePhone(body.to);
        const { expiresAt } = await sendKycCode(app, {
          accountId: request.account as string,
          channel,
          target,
        });
        return {
          message: "Code sent.",
          resendAfterSeconds: OTP_RESEND_SECONDS,
          expiresAt: expiresAt.toISOString(),
        };
      },
    );
  }

  for (const [path, channel] of [
    ["/kyc/verifyEmail", "email"],
    ["/kyc/verifyPhone", "sms"],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        attachValidation: true,
        schema: {
          tags: ["kyc"],
          security: [{ bearerAuth: [] }],
          summary: `Check the ${channel === "email" ? "e-mail" : "phone"} code; right once, 10 minutes, 5 tries`,
          body: ZVerifyCodeRequest,
          response: { 200: ZVerifyCodeResponse, 400: ZApiError, 429: ZApiError },
        },
      },
      async (request) => {
        const { code } = validBody(request, ZVerifyCodeRequest);
        const account = request.account as string;
        await verifyKycCode(app, { accountId: account, channel, code });
        const record = await readKycRecord(app.database.db, account);
        return {
          message: KYC_MESSAGES.confirmationCompleted,
          isEmailVerified: record?.profile.isEmailVerified ?? false,
          isPhoneVerified: record?.profile.isPhoneVerified ?? false,
          email: record?.profile.email ?? "",
          phone: record?.profile.phone ?? "",
        };
      },
    );
  }
};

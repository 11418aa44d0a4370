import { ErrorCode, ZApiError, ZCreateAccountRequest, ZCreateAccountResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registeredAccounts } from "../../db/schema";
import { AppError } from "../../errors";
import { recordReferral } from "../rewards/referral-service";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/accounts/create",
    {
      // The first registration of a key keeps its referral, so only the key's owner may register it.
      onRequest: app.authenticate,
      schema: {
        tags: ["accounts"],
        summary: "Register the signed-in wallet's public key",
        security: [{ bearerAuth: [] }],
        body: ZCreateAccountRequest,
        response: { 200: ZCreateAccountResponse, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      const { publicKey, referral } = request.body;
      if (request.account !== publicKey) {
        throw new AppError(ErrorCode.Forbidden, "You can only register your own account.");
      }
      const inserted = await app.database.db
        .insert(registeredAccounts)
        .values({ publicKey, referral: referral || null })
        .onConflictDoNothing()
        .returning({ publicKey: registeredAccounts.publicKey });
      // Who referred whom (rewards module): a code or the referrer's key, recorded with the first registration.
      if (inserted.length === 1) await recordReferral(app.database.db, publicKey, referral);
      return { publicKey, created: inserted.length === 1 };
    },
  );
};

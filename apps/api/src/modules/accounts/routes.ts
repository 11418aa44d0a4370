import { ZApiError, ZCreateAccountRequest, ZCreateAccountResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registeredAccounts } from "../../db/schema";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/accounts/create",
    {
      schema: {
        tags: ["accounts"],
        summary: "Register a wallet's public key",
        body: ZCreateAccountRequest,
        response: { 200: ZCreateAccountResponse, 400: ZApiError },
      },
    },
    async (request) => {
      const { publicKey, referral } = request.body;
      const inserted = await app.database.db
        .insert(registeredAccounts)
        .values({ publicKey, referral: referral || null })
        .onConflictDoNothing()
        .returning({ publicKey: registeredAccounts.publicKey });
      return { publicKey, created: inserted.length === 1 };
    },
  );
};

import { ZGetAdminMeResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** `/api/admin/me`: any signed-in account may ask whether it is an admin, so the web knows whether to offer /admin. */
export const adminMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/me",
    {
      onRequest: app.authenticate,
      config: { adminAnyAccount: true },
      schema: {
        tags: ["admin"],
        summary: "Whether the signed-in account is an administrator",
        security: [{ bearerAuth: [] }],
        response: { 200: ZGetAdminMeResponse },
      },
    },
    async (request) => {
      const account = request.account as string;
      return { account, admin: app.isAdmin(account) };
    },
  );
};

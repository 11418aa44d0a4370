import { SESSION_MESSAGES, ZApiError, ZSessionLogoutResponse } from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SessionToken } from "./session-revocation";

/**
 * Ending sessions on the server (docs/session.md): a token stays valid until its expiry unless it is ended here.
 * `/session/logout` ends the token it is called with; `/session/logout-all` every token of the account issued so
 * far, on every device (after the account's signers changed, or a device was lost).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = {
    tags: ["auth"],
    security: [{ bearerAuth: [] }],
    response: { 200: ZSessionLogoutResponse, 401: ZApiError },
  };

  app.post(
    "/session/logout",
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: "End this session token now (logout)" },
    },
    async (request) => {
      await app.sessions.revoke(request.session as SessionToken);
      return { message: SESSION_MESSAGES.loggedOut };
    },
  );

  app.post(
    "/session/logout-all",
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: "End every session token of the account issued so far (every device)" },
    },
    async (request) => {
      const session = request.session as SessionToken;
      await app.sessions.revokeAccount(session.account);
      await app.sessions.revoke(session);
      return { message: SESSION_MESSAGES.loggedOutEverywhere };
    },
  );
};

import {
  ErrorCode,
  ZApiError,
  ZFederationLookupRequest,
  ZFederationRecord,
  ZSetFederationRequest,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { resolveAccount, resolveName, setFederationName } from "./federation-service";

export const federationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homeDomain } = app.settings;

  app.get(
    "/federation",
    {
      schema: {
        tags: ["federation"],
        summary: "SEP-2 federation lookup",
        querystring: ZFederationLookupRequest,
        response: { 200: ZFederationRecord, 400: ZApiError, 404: ZApiError, 501: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header("access-control-allow-origin", "*");
      const { q, type } = request.query;
      if (type === "name") return resolveName(app.database.db, q, homeDomain);
      if (type === "id") return resolveAccount(app.database.db, q);
      throw new AppError(ErrorCode.NotImplemented, `Lookup type ${type} is not supported`);
    },
  );

  app.post(
    "/federation/setfederation",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["federation"],
        summary: "Claim a federation name for the signed-in account",
        security: [{ bearerAuth: [] }],
        body: ZSetFederationRequest,
        response: { 200: ZFederationRecord, 400: ZApiError, 401: ZApiError, 403: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      if (request.account !== request.body.accountId) {
        throw new AppError(ErrorCode.Forbidden, "You can only set the federation name of your own account.");
      }
      return setFederationName(app.database.db, { ...request.body, homeDomain });
    },
  );
};

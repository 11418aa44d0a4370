import {
  ZGetAuthChallengeRequest,
  ZGetAuthChallengeResponse,
  ZPostAuthTokenRequest,
  ZPostAuthTokenResponse,
  ZSepError,
} from "@sextant/core";
import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { buildChallenge } from "./build-challenge";
import { issueToken } from "./issue-token";
import type { ServerSecrets } from "./server-secrets";

/**
 * SEP-10 web authentication at /api/anchor/authentication. This plugin is encapsulated: its form-body parser and
 * its error handler (SEP-10's `{ error }` answers instead of the product's `{ code, message }`) apply to these
 * two routes only.
 */
export const authRoutes: FastifyPluginAsyncZod<{ secrets: ServerSecrets; issuer: string }> = async (
  app,
  options,
) => {
  const { secrets, issuer } = options;
  const common = { homeDomain: app.settings.homeDomain, networkPassphrase: app.settings.networkPassphrase };

  // SEP-10: any web client may call these endpoints, so every answer (errors included) allows any origin. The
  // tokens travel in a header, never in cookies, so no credentials are involved.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("access-control-allow-origin", "*");
  });

  // SEP-10: the token endpoint takes `transaction=…` form bodies as well as JSON.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(error.statusCode).send({ error: error.message });
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      return reply
        .code(400)
        .send({ error: first ? `${field ? `${field}: ` : ""}${first.message}` : "Invalid request" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send({ error: "Internal server error" });
    }
    // Fastify's own client errors: bad JSON, body too large, unsupported media type …
    return reply.code(status).send({ error: error.message });
  });

  app.get(
    "/anchor/authentication",
    {
      schema: {
        tags: ["auth"],
        summary: "SEP-10 challenge for an account",
        querystring: ZGetAuthChallengeRequest,
        response: { 200: ZGetAuthChallengeResponse, 400: ZSepError },
      },
    },
    async (request) => ({
      transaction: await buildChallenge({
        request: request.query,
        secrets,
        allowLocalHttp: app.settings.network !== "public",
        ...common,
      }),
      network_passphrase: common.networkPassphrase,
    }),
  );

  app.post(
    "/anchor/authentication",
    {
      schema: {
        tags: ["auth"],
        summary: "Exchange a signed SEP-10 challenge for a JWT",
        consumes: ["application/json", "application/x-www-form-urlencoded"],
        body: ZPostAuthTokenRequest,
        response: { 200: ZPostAuthTokenResponse, 400: ZSepError, 503: ZSepError },
      },
    },
    async (request) => ({
      token: await issueToken({
        transaction: request.body.transaction,
        secrets,
        horizon: app.horizon,
        db: app.database.db,
        issuer,
        ...common,
      }),
    }),
  );
};

import {
  ZApiError,
  ZGetAuthChallengeRequest,
  ZGetAuthChallengeResponse,
  ZPostAuthTokenRequest,
  ZPostAuthTokenResponse,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buildChallenge } from "./build-challenge";
import { issueToken } from "./issue-token";
import type { ServerSecrets } from "./server-secrets";

/** SEP-10 web authentication at /api/anchor/authentication. */
export const authRoutes: FastifyPluginAsyncZod<{ secrets: ServerSecrets; issuer: string }> = async (
  app,
  options,
) => {
  const { secrets, issuer } = options;
  const common = { homeDomain: app.settings.homeDomain, networkPassphrase: app.settings.networkPassphrase };

  app.get(
    "/anchor/authentication",
    {
      schema: {
        tags: ["auth"],
        summary: "SEP-10 challenge for an account",
        querystring: ZGetAuthChallengeRequest,
        response: { 200: ZGetAuthChallengeResponse, 400: ZApiError },
      },
    },
    async (request) => ({
      transaction: buildChallenge({ account: request.query.account, secrets, ...common }),
      network_passphrase: common.networkPassphrase,
    }),
  );

  app.post(
    "/anchor/authentication",
    {
      schema: {
        tags: ["auth"],
        summary: "Exchange a signed SEP-10 challenge for a JWT",
        body: ZPostAuthTokenRequest,
        response: { 200: ZPostAuthTokenResponse, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => ({
      token: await issueToken({
        transaction: request.body.transaction,
        secrets,
        horizon: app.horizon,
        issuer,
        ...common,
      }),
    }),
  );
};

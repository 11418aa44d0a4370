import { ErrorCode } from "@sextant/core";
import { StrKey } from "@stellar/stellar-sdk";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jwtVerify } from "jose";
import { AppError } from "../../errors";
import type { ServerSecrets } from "./server-secrets";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer JWT for a Stellar account (G…) and sets `request.account`. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The Stellar account the caller proved with SEP-10; set by `app.authenticate`. */
    account: string | undefined;
  }
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { secrets: ServerSecrets; issuer: string }) => {
    app.decorateRequest("account", undefined);
    app.decorate("authenticate", async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? "";
      const [scheme, token] = header.split(" ");
      if (scheme?.toLowerCase() !== "bearer" || !token) {
        throw new AppError(ErrorCode.Unauthorized, "Authentication required.");
      }
      try {
        const { payload } = await jwtVerify(token, options.secrets.jwtKey, {
          issuer: options.issuer,
          algorithms: ["HS256"],
        });
        // The product's routes act for a whole account: a token for a muxed account or an account with a memo
        // (a user of a shared account, SEP-10) is not one of theirs.
        if (!payload.sub || !StrKey.isValidEd25519PublicKey(payload.sub)) throw new Error("not an account");
        request.account = payload.sub;
      } catch {
        throw new AppError(ErrorCode.Unauthorized, "Your session has expired, please sign in again.");
      }
    });
  },
);

import { ErrorCode } from "@sextant/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jwtVerify } from "jose";
import { AppError } from "../../errors";
import type { ServerSecrets } from "./server-secrets";

declare module "fastify" {
  interface FastifyInstance {
    /** preHandler: requires a valid bearer JWT and sets `request.account`. */
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
        if (!payload.sub) throw new Error("no subject");
        request.account = payload.sub;
      } catch {
        throw new AppError(ErrorCode.Unauthorized, "Your session has expired, please sign in again.");
      }
    });
  },
);

import { ErrorCode } from "@sextant/core";
import { StrKey } from "@stellar/stellar-sdk";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jwtVerify } from "jose";
import { AppError } from "../../errors";
import type { ServerSecrets } from "./server-secrets";
import { SessionRevocation, type SessionToken } from "./session-revocation";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * An `onRequest` hook: requires a valid, not revoked bearer JWT for a Stellar account (G…) and sets
     * `request.account` and `request.session`. It must run before the body is validated (never as `preHandler`),
     * so an anonymous caller learns nothing of a route's fields; registering it as `preHandler` fails at start.
     */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Server-side ends of session tokens (logout, logout everywhere). */
    sessions: SessionRevocation;
    /** Every route registered after this plugin (all of the API's), so a test can walk them all. */
    registeredRoutes: Array<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** The Stellar account the caller proved with SEP-10; set by `app.authenticate`. */
    account: string | undefined;
    /** The session token `app.authenticate` accepted. */
    session: SessionToken | undefined;
  }
}

export const SESSION_EXPIRED_MESSAGE = "Your session has expired, please sign in again.";

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { secrets: ServerSecrets; issuer: string }) => {
    app.decorateRequest("account", undefined);
    app.decorateRequest("session", undefined);
    const sessions = new SessionRevocation(app.database.db);
    app.decorate("sessions", sessions);
    app.decorate("authenticate", async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? "";
      const [scheme, token] = header.split(" ");
      if (scheme?.toLowerCase() !== "bearer" || !token) {
        throw new AppError(ErrorCode.Unauthorized, "Authentication required.");
      }
      let session: SessionToken;
      try {
        const { payload } = await jwtVerify(token, options.secrets.jwtKey, {
          issuer: options.issuer,
          algorithms: ["HS256"],
        });
        // The product's routes act for a whole account: a token for a muxed account or an account with a memo
        // (a user of a shared account, SEP-10) is not one of theirs.
        if (!payload.sub || !StrKey.isValidEd25519PublicKey(payload.sub)) throw new Error("not an account");
        // Every token this server issues has an id, an issue and an expiry time: without them it cannot be ended.
        if (!payload.jti || payload.iat === undefined || payload.exp === undefined) throw new Error("no id");
        session = { jti: payload.jti, account: payload.sub, issuedAt: payload.iat, expiresAt: payload.exp };
      } catch {
        throw new AppError(ErrorCode.Unauthorized, SESSION_EXPIRED_MESSAGE);
      }
      if (await sessions.isRevoked(session))
        throw new AppError(ErrorCode.Unauthorized, SESSION_EXPIRED_MESSAGE);
      request.account = session.account;
      request.session = session;
    });

    // Authentication comes before validation on every route: a route that checks the session only in a later
    // hook (`preValidation` runs after the body is parsed, `preHandler` after it is validated) is refused at start.
    const routes: Array<{ method: string; url: string }> = [];
    app.decorate("registeredRoutes", routes);
    app.addHook("onRoute", (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        routes.push({ method, url: route.url });
      }
      for (const late of [route.preValidation, route.preHandler]) {
        const hooks = late === undefined ? [] : Array.isArray(late) ? late : [late];
        if (hooks.some((hook) => hook === app.authenticate || hook === app.authenticateAdmin)) {
          throw new Error(`${route.method} ${route.url}: authenticate must be an onRequest hook`);
        }
      }
    });

    // Answers to a signed-in caller carry personal data: no browser or proxy keeps them, unless the route set
    // its own caching.
    app.addHook("onSend", async (request, reply) => {
      if (request.headers.authorization === undefined && request.account === undefined) return;
      if (reply.hasHeader("cache-control")) return;
      reply.header("cache-control", "no-store");
    });
  },
);

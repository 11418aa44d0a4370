import rateLimit from "@fastify/rate-limit";
import { ErrorCode } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

export interface RateLimitOptions {
  /** Requests per minute per client address over the whole API; 0 turns every limit off. */
  perMinute: number;
  /** Requests per minute per client address on each of the routes in `STRICT_ROUTES`; 0 leaves them on the global limit. */
  strictPerMinute: number;
}

/** Routes a script would hammer to create work or value for free: each gets its own, tighter, counter. */
export const STRICT_ROUTES = [
  "GET /api/anchor/authentication",
  "POST /api/anchor/authentication",
  "POST /api/accounts/create",
  "POST /api/demo/faucet",
  "POST /api/p2ptemp-files/upload",
];

export const RATE_LIMITED_MESSAGE = "Too many requests, please try again in a minute.";

/**
 * Per client address (the socket's address; set a proxy's trust in Fastify before relying on X-Forwarded-For)
 * limits, answered as 429 in the one error shape with Retry-After.
 */
export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  if (options.perMinute <= 0) return;
  app.addHook("onRoute", (route) => {
    if (options.strictPerMinute <= 0) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => STRICT_ROUTES.includes(`${method} ${route.url}`))) {
      route.config = {
        ...(route.config ?? {}),
        rateLimit: { max: options.strictPerMinute, timeWindow: 60_000 },
      } as typeof route.config;
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: options.perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    // Thrown, so the error plugin answers it: 429 { code: "RATE_LIMITED", message }.
    errorResponseBuilder: () => new AppError(ErrorCode.RateLimited, RATE_LIMITED_MESSAGE),
  });
});

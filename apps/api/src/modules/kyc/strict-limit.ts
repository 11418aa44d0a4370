import type { FastifyInstance } from "fastify";

/**
 * The route config that gives a route its own, tighter per-address counter (`RATE_LIMIT_STRICT_PER_MINUTE`), as
 * the uploads and sign-in routes have: the KYC routes that store files or send messages. Nothing when limits are
 * off (`RATE_LIMIT_PER_MINUTE=0`).
 */
export function strictLimit(app: FastifyInstance): { rateLimit?: { max: number; timeWindow: number } } {
  if (app.settings.rateLimitPerMinute <= 0) return {};
  return { rateLimit: { max: app.settings.rateLimitStrictPerMinute, timeWindow: 60_000 } };
}

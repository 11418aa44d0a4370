import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/**
 * Paths that SEPs require to be readable from any origin: stellar.toml (SEP-1), federation (SEP-2) and web
 * authentication (SEP-10). Everything else answers CORS only to the configured origins.
 */
export const OPEN_CORS_PATHS = ["/.well-known/", "/api/federation", "/api/anchor/authentication"];

export function isOpenCorsPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return OPEN_CORS_PATHS.some((prefix) => path === prefix || path.startsWith(prefix));
}

/**
 * The Content-Security-Policy of the web app: its own origin, plus Horizon (REST and event streams), plus what a
 * Stellar wallet reads from other domains — an issuer's stellar.toml (SEP-1) and federation servers (SEP-2) —
 * over HTTPS. Off the public network, local issuers and anchors over plain HTTP on this machine too (the
 * standalone network's issuers have this server as home domain, which a browser may reach under another name).
 */
export function contentSecurityPolicy(
  horizonUrl: string,
  options: { allowLocalHttp: boolean } = { allowLocalHttp: false },
): Record<string, string[]> {
  const horizonOrigin = new URL(horizonUrl).origin;
  const local = options.allowLocalHttp ? ["http://localhost:*", "http://127.0.0.1:*"] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // Mantine and the first-paint style in index.html are inline style elements.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", horizonOrigin, "https:", ...local],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * Security headers on every answer, the API docs page's included (CSP, frame-ancestors 'none' / X-Frame-Options
 * DENY, nosniff, Referrer-Policy) and CORS limited to `allowedOrigins`, except the SEP paths, which answer any
 * origin.
 */
export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: { allowedOrigins: string[]; horizonUrl: string; allowLocalHttp: boolean },
  ) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(options.horizonUrl, { allowLocalHttp: options.allowLocalHttp }),
      },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Horizon and the docs are other origins the app talks to; COEP would block them.
      crossOriginEmbedderPolicy: false,
      // stellar.toml and the coin icons are read by other origins (wallets).
      crossOriginResourcePolicy: { policy: "cross-origin" },
      // Strict-Transport-Security is sent as helmet's default; browsers honour it over HTTPS only.
    });
    const allowed = new Set(options.allowedOrigins);
    await app.register(cors, {
      delegator: (request: FastifyRequest, callback) => {
        if (isOpenCorsPath(request.url)) return callback(null, { origin: "*" });
        const origin = request.headers.origin;
        return callback(null, { origin: origin !== undefined && allowed.has(origin) ? origin : false });
      },
    });
  },
);

import { ErrorCode } from "@sextant/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../errors";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * preHandler: requires a valid SEP-10 JWT (401 without one) whose account is in `settings.adminAccounts`
     * (403 otherwise); sets `request.account`.
     */
    authenticateAdmin(request: FastifyRequest): Promise<void>;
    /** Whether `account` may use the admin console. */
    isAdmin(account: string | undefined): boolean;
    /** Every route registered under `/api/admin` (after this plugin), so a test can walk them all. */
    adminRoutes: Array<{ method: string; url: string }>;
  }
  interface FastifyContextConfig {
    /** An `/api/admin` route any signed-in account may call (it answers about the caller only). */
    adminAnyAccount?: boolean;
  }
}

/** Needs `authenticate` and `settings` on the instance; reads the admin list on every call (the demo admin joins at start). */
export const authenticateAdminPlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    "isAdmin",
    (account: string | undefined) => account !== undefined && app.settings.adminAccounts.includes(account),
  );
  const routes: Array<{ method: string; url: string }> = [];
  app.decorate("adminRoutes", routes);
  // Every route under /api/admin checks the role first, before its own validation, whatever its module forgot.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/admin/") && route.url !== "/api/admin") return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method, url: route.url });
    }
    const check = route.config?.adminAnyAccount ? app.authenticate : app.authenticateAdmin;
    const own =
      route.onRequest === undefined
        ? []
        : Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest];
    route.onRequest = [(request: FastifyRequest) => check(request), ...own] as typeof route.onRequest;
  });
  app.decorate("authenticateAdmin", async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (!app.isAdmin(request.account)) {
      throw new AppError(ErrorCode.Forbidden, "This needs an administrator account.");
    }
  });
});

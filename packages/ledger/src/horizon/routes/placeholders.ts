import type { HorizonApp } from "../app";
import { type RequestContext, type Router, sendJson } from "../http";
import { pageDocument, parsePageQuery } from "../paging";
import { badRequest } from "../problem";

/** Claimable balances are not supported: their list answers with an empty page so clients that read it work. */
function emptyList(ctx: RequestContext): void {
  const q = parsePageQuery(ctx.query);
  if ("field" in q) badRequest(ctx, q.field, q.reason);
  else sendJson(ctx, 200, pageDocument(ctx.base, ctx.url.pathname, ctx.query, q, []));
}

export function registerPlaceholderRoutes(router: Router, _app: HorizonApp): void {
  router.add("GET", "/claimable_balances", emptyList);
  router.add("GET", "/health", (ctx) =>
    sendJson(ctx, 200, { database_connected: true, core_up: true, core_synced: true }, "application/json"),
  );
}

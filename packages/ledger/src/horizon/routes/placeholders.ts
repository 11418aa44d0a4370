import type { HorizonApp } from "../app";
import { type RequestContext, type Router, sendJson } from "../http";
import { pageDocument, parsePageQuery } from "../paging";
import { badRequest, notFound, sendProblem } from "../problem";
import { streamCollection, streamObject } from "../sse";

/**
 * Routes whose data arrives with order books and pools (offers, trades, claimable balances). Until then they
 * answer with empty pages so clients that list them keep working.
 */
function emptyList(app: HorizonApp, requireAccount: boolean) {
  return (ctx: RequestContext) => {
    if (requireAccount && !app.node.state.getAccount(ctx.params.account_id ?? "")) return notFound(ctx);
    const q = parsePageQuery(ctx.query);
    if ("field" in q) return badRequest(ctx, q.field, q.reason);
    if (ctx.wantsStream) return streamCollection(ctx, app.node, () => [], q);
    sendJson(ctx, 200, pageDocument(ctx.base, ctx.url.pathname, ctx.query, q, []));
  };
}

export function registerPlaceholderRoutes(router: Router, app: HorizonApp): void {
  router.add("GET", "/offers", emptyList(app, false));
  const stream = { streamable: true };
  router.add("GET", "/accounts/:account_id/offers", emptyList(app, true), stream);
  router.add("GET", "/accounts/:account_id/trades", emptyList(app, true), stream);
  router.add("GET", "/trades", emptyList(app, false), stream);
  router.add("GET", "/claimable_balances", emptyList(app, false));
  router.add("GET", "/liquidity_pools", emptyList(app, false));
  router.add("GET", "/health", (ctx) =>
    sendJson(ctx, 200, { database_connected: true, core_up: true, core_synced: true }, "application/json"),
  );
}

function assetFromQuery(query: URLSearchParams, prefix: string): Record<string, string> | undefined {
  const type = query.get(`${prefix}_asset_type`);
  if (type === "native") return { asset_type: "native" };
  const code = query.get(`${prefix}_asset_code`);
  const issuer = query.get(`${prefix}_asset_issuer`);
  if ((type !== "credit_alphanum4" && type !== "credit_alphanum12") || !code || !issuer) return undefined;
  return { asset_type: type, asset_code: code, asset_issuer: issuer };
}

/** Order book, paths and trade aggregations: shapes only, empty until offers and pools exist. */
export function registerMarketPlaceholders(router: Router, app: HorizonApp): void {
  router.add(
    "GET",
    "/order_book",
    (ctx) => {
      const base = assetFromQuery(ctx.query, "selling");
      const counter = assetFromQuery(ctx.query, "buying");
      if (!base || !counter) return sendProblem(ctx, 400, "invalid_order_book", undefined, "invalid assets");
      const book = () => ({ bids: [], asks: [], base, counter });
      if (ctx.wantsStream) return streamObject(ctx, app.node, book, () => true);
      sendJson(ctx, 200, book());
    },
    { streamable: true },
  );
  const noPaths = (ctx: RequestContext) => sendJson(ctx, 200, { _embedded: { records: [] } });
  router.add("GET", "/paths", noPaths);
  router.add("GET", "/paths/strict-receive", noPaths);
  router.add("GET", "/paths/strict-send", noPaths);
  router.add("GET", "/trade_aggregations", (ctx) => {
    const self = { href: `${ctx.base}${ctx.url.pathname}${ctx.url.search}` };
    sendJson(ctx, 200, { _links: { self, next: self, prev: { href: "" } }, _embedded: { records: [] } });
  });
}

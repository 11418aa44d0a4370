import type { HorizonApp } from "../app";
import type { ListSpec } from "../collections";
import { type RequestContext, sendJson } from "../http";
import { pageDocument, parsePageQuery } from "../paging";
import { badRequest, notFound } from "../problem";
import { streamCollection } from "../sse";

/**
 * Serves a collection as a HAL page, or as an SSE stream when the client asks for one. `resolve` is called
 * again for every streamed batch so that records added by later ledgers are seen.
 */
export function serveList(ctx: RequestContext, app: HorizonApp, resolve: () => ListSpec | undefined) {
  const spec = resolve();
  if (!spec) return notFound(ctx);
  const q = parsePageQuery(ctx.query, spec.nowKey);
  if ("field" in q) return badRequest(ctx, q.field, q.reason);
  if (ctx.wantsStream) return streamCollection(ctx, app.node, (page) => resolve()?.page(page) ?? [], q);
  sendJson(ctx, 200, pageDocument(ctx.base, ctx.url.pathname, ctx.query, q, spec.page(q)));
}

export function listFlags(ctx: RequestContext): { includeFailed: boolean; joinTransactions: boolean } {
  return {
    includeFailed: ctx.query.get("include_failed") === "true",
    joinTransactions: ctx.query.get("join") === "transactions",
  };
}

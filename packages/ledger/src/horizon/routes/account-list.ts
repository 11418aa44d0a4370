import type { Account } from "../../engine/types";
import type { HorizonApp } from "../app";
import { type RequestContext, type Router, sendJson } from "../http";
import { badRequest } from "../problem";
import { renderAccount } from "../resources/account";

function filterFor(ctx: RequestContext): ((a: Account) => boolean) | string {
  const signer = ctx.query.get("signer");
  const asset = ctx.query.get("asset");
  const given = ["signer", "asset", "sponsor", "liquidity_pool"].filter((k) => ctx.query.get(k));
  if (given.length !== 1) return "exactly one of signer, asset, sponsor or liquidity_pool is required";
  if (signer)
    return (a) => (a.id === signer && a.masterWeight > 0) || a.signers.some((s) => s.key === signer);
  if (asset) return (a) => a.trustlines.has(asset);
  const pool = ctx.query.get("liquidity_pool");
  if (pool) return (a) => a.poolShares?.has(pool) ?? false;
  return () => false;
}

/** `GET /accounts?signer=|asset=CODE:ISSUER` — accounts ordered by id, paged by id. */
function listAccounts(ctx: RequestContext, app: HorizonApp) {
  const filter = filterFor(ctx);
  if (typeof filter === "string") return badRequest(ctx, "signer", filter);
  const order = ctx.query.get("order") || "asc";
  const limit = Number(ctx.query.get("limit") || "10");
  if (order !== "asc" && order !== "desc") return badRequest(ctx, "order", "order must be asc or desc");
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    return badRequest(ctx, "limit", "limit must be between 1 and 200");
  }
  const cursor = ctx.query.get("cursor") ?? "";
  const matches = [...app.node.state.accounts.values()]
    .filter(filter)
    .filter((a) => !cursor || (order === "asc" ? a.id > cursor : a.id < cursor))
    .sort((x, y) => (x.id < y.id ? -1 : 1));
  if (order === "desc") matches.reverse();
  const records = matches.slice(0, limit).map((a) => renderAccount(a, ctx.base, app.node.history));
  const link = (c: string, o: string) => {
    const p = new URLSearchParams(ctx.query);
    p.set("cursor", c);
    p.set("limit", String(limit));
    p.set("order", o);
    return { href: `${ctx.base}/accounts?${p.toString()}` };
  };
  const first = String(records[0]?.id ?? cursor);
  const last = String(records[records.length - 1]?.id ?? cursor);
  sendJson(ctx, 200, {
    _links: {
      self: link(cursor, order),
      next: link(last, order),
      prev: link(first, order === "asc" ? "desc" : "asc"),
    },
    _embedded: { records },
  });
}

export function registerAccountListRoute(router: Router, app: HorizonApp): void {
  router.add("GET", "/accounts", (ctx) => listAccounts(ctx, app));
}

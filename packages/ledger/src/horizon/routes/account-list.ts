import type { Account } from "../../engine/types";
import { isValidAccount } from "../../util/keys";
import type { HorizonApp } from "../app";
import { type RequestContext, type Router, sendJson } from "../http";
import { pageDocument, parseKeyPageQuery } from "../paging";
import { badRequest } from "../problem";
import { renderAccount } from "../resources/account";

type TFilterError = { field: string; reason: string };

function filterFor(ctx: RequestContext): ((a: Account) => boolean) | TFilterError {
  const signer = ctx.query.get("signer");
  const asset = ctx.query.get("asset");
  const given = ["signer", "asset", "sponsor", "liquidity_pool"].filter((k) => ctx.query.get(k));
  if (given.length !== 1) {
    return { field: "signer", reason: "exactly one of signer, asset, sponsor or liquidity_pool is required" };
  }
  if (signer)
    return (a) => (a.id === signer && a.masterWeight > 0) || a.signers.some((s) => s.key === signer);
  if (asset) return (a) => a.trustlines.has(asset);
  const pool = ctx.query.get("liquidity_pool");
  if (pool) return (a) => a.poolShares?.has(pool) ?? false;
  const sponsor = ctx.query.get("sponsor") ?? "";
  if (!isValidAccount(sponsor)) {
    return { field: "sponsor", reason: "Account ID must start with `G` and contain 56 alphanum characters" };
  }
  return (a) => sponsorsSomethingOf(a, sponsor);
}

/** Horizon's `sponsor` filter: the account itself or one of its trustlines, offers, data entries or signers. */
function sponsorsSomethingOf(a: Account, sponsor: string): boolean {
  if (a.sponsor === sponsor) return true;
  for (const line of a.trustlines.values()) if (line.sponsor === sponsor) return true;
  for (const line of a.poolShares?.values() ?? []) if (line.sponsor === sponsor) return true;
  for (const offer of a.offers?.values() ?? []) if (offer.sponsor === sponsor) return true;
  for (const s of a.dataSponsors?.values() ?? []) if (s === sponsor) return true;
  return a.signers.some((s) => s.sponsor === sponsor);
}

/** `GET /accounts?signer=|asset=CODE:ISSUER|sponsor=|liquidity_pool=` — accounts ordered by id, paged by id. */
function listAccounts(ctx: RequestContext, app: HorizonApp) {
  const filter = filterFor(ctx);
  if (typeof filter !== "function") return badRequest(ctx, filter.field, filter.reason);
  const q = parseKeyPageQuery(ctx.query);
  if ("field" in q) return badRequest(ctx, q.field, q.reason);
  const { order, limit, cursor } = q;
  const matches = [...app.node.state.accounts.values()]
    .filter(filter)
    .filter((a) => !cursor || (order === "asc" ? a.id > cursor : a.id < cursor))
    .sort((x, y) => (x.id < y.id ? -1 : 1));
  if (order === "desc") matches.reverse();
  const records = matches.slice(0, limit).map((a) => renderAccount(a, ctx.base, app.node.history));
  sendJson(ctx, 200, pageDocument(ctx.base, "/accounts", ctx.query, q, records));
}

export function registerAccountListRoute(router: Router, app: HorizonApp): void {
  router.add("GET", "/accounts", (ctx) => listAccounts(ctx, app));
}

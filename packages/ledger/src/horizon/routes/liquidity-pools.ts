import { canonicalAsset } from "../../engine/assets";
import type { LiquidityPool } from "../../engine/pools/pool";
import { isValidAccount } from "../../util/keys";
import type { HorizonApp } from "../app";
import { parseCanonicalAsset } from "../asset-params";
import { effectsList, type ListSpec, operationsList, type Scope, transactionsList } from "../collections";
import { type RequestContext, type Router, sendJson } from "../http";
import { pageDocument, parsePageQuery } from "../paging";
import { badRequest, notFound } from "../problem";
import { renderLiquidityPool } from "../resources/liquidity-pool";
import { listFlags, serveList } from "./list";

const POOL_ID = /^[0-9a-f]{64}$/;

/** Every pool in the ledger, ordered by id (the paging token). */
function allPools(app: HorizonApp): LiquidityPool[] {
  return [...app.node.state.poolMap.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

type PoolFilter = (p: LiquidityPool) => boolean;

function filters(ctx: RequestContext, app: HorizonApp): PoolFilter[] | undefined {
  const list: PoolFilter[] = [];
  const reserves = ctx.query.get("reserves");
  if (reserves) {
    const wanted: string[] = [];
    for (const text of reserves.split(",")) {
      const asset = parseCanonicalAsset(text);
      if (!asset) {
        badRequest(ctx, "reserves", "invalid asset");
        return undefined;
      }
      wanted.push(canonicalAsset(asset));
    }
    list.push((p) => {
      const held = [canonicalAsset(p.assetA), canonicalAsset(p.assetB)];
      return wanted.every((w) => held.includes(w));
    });
  }
  const account = ctx.query.get("account");
  if (account) {
    if (!isValidAccount(account)) {
      badRequest(ctx, "account", "Account ID must start with `G` and contain 56 alphanum characters");
      return undefined;
    }
    list.push((p) => app.node.state.getAccount(account)?.poolShares?.has(p.id) ?? false);
  }
  return list;
}

function servePools(ctx: RequestContext, app: HorizonApp) {
  const list = filters(ctx, app);
  if (!list) return;
  const cursor = ctx.query.get("cursor") ?? "";
  if (cursor !== "" && !POOL_ID.test(cursor)) return badRequest(ctx, "cursor", "unparseable value");
  const rest = new URLSearchParams(ctx.query);
  rest.delete("cursor");
  const q = parsePageQuery(rest);
  if ("field" in q) return badRequest(ctx, q.field, q.reason);
  let pools = allPools(app).filter((p) => list.every((f) => f(p)));
  if (q.order === "desc") pools.reverse();
  if (cursor !== "") pools = pools.filter((p) => (q.order === "asc" ? p.id > cursor : p.id < cursor));
  const records = pools.slice(0, q.limit).map((p) => renderLiquidityPool(p, ctx.base, app.node.history));
  sendJson(ctx, 200, pageDocument(ctx.base, ctx.url.pathname, ctx.query, q, records));
}

const STREAM = { streamable: true };

export function registerLiquidityPoolRoutes(router: Router, app: HorizonApp): void {
  router.add("GET", "/liquidity_pools", (ctx) => servePools(ctx, app));
  router.add("GET", "/liquidity_pools/:pool_id", (ctx) => {
    const id = ctx.params.pool_id ?? "";
    if (!POOL_ID.test(id)) return badRequest(ctx, "liquidity_pool_id", "invalid liquidity pool id");
    const pool = app.node.state.poolMap.get(id);
    if (!pool) return notFound(ctx);
    sendJson(ctx, 200, renderLiquidityPool(pool, ctx.base, app.node.history));
  });
  const h = () => app.node.history;
  const list = (path: string, build: (scope: Scope, ctx: RequestContext) => ListSpec | undefined) =>
    router.add(
      "GET",
      `/liquidity_pools/:pool_id${path}`,
      (ctx) => {
        const id = ctx.params.pool_id ?? "";
        if (!POOL_ID.test(id)) return badRequest(ctx, "liquidity_pool_id", "invalid liquidity pool id");
        serveList(ctx, app, () => build({ kind: "account", id }, ctx));
      },
      STREAM,
    );
  list("/transactions", (s, ctx) => transactionsList(h(), s, listFlags(ctx), ctx.base));
  list("/operations", (s, ctx) => operationsList(h(), s, listFlags(ctx), ctx.base, false));
  list("/effects", (s, ctx) => effectsList(h(), s, ctx.base));
}

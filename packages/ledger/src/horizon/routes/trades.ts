import { sameAsset } from "../../engine/offers/offer";
import type { Asset } from "../../engine/types";
import type { JsonObject } from "../../history/records";
import { assetString, marketOf, type TradeRecord } from "../../history/trades";
import { isValidAccount } from "../../util/keys";
import { effectKey, toid } from "../../util/toid";
import type { HorizonApp } from "../app";
import { assetParam } from "../asset-params";
import { type RequestContext, type Router, sendJson } from "../http";
import { type Collection, type PageQuery, pageDocument, pageItems, parsePageQuery } from "../paging";
import { badRequest, notFound } from "../problem";
import { renderTrade } from "../resources/trade";
import { streamCollection } from "../sse";

type Scope = { kind: "all" } | { kind: "account"; id: string } | { kind: "offer"; id: bigint };

interface Filter {
  pair?: { base: Asset; counter: Asset };
  onlyPools: boolean;
  onlyBook?: boolean;
}

/** Validates the query; sends the error response and returns undefined when invalid. */
function readFilter(ctx: RequestContext, app: HorizonApp, scope: Scope): Filter | undefined {
  const base = assetParam(ctx.query, "base");
  const counter = assetParam(ctx.query, "counter");
  const fail = (field: string, reason: string) => {
    badRequest(ctx, field, reason);
    return undefined;
  };
  if ("error" in base) return fail(base.error, "invalid asset");
  if ("error" in counter) return fail(counter.error, "invalid asset");
  const tradeType = ctx.query.get("trade_type") || "all";
  if (!["all", "orderbook", "liquidity_pool"].includes(tradeType))
    return fail("trade_type", "trade_type must be all, orderbook or liquidity_pool");
  const filter: Filter = { onlyPools: tradeType === "liquidity_pool", onlyBook: tradeType === "orderbook" };
  if ("asset" in base !== "asset" in counter)
    return fail("base_asset_type", "base and counter assets must be given together");
  if ("asset" in base && "asset" in counter) {
    if (scope.kind !== "all" || ctx.query.get("offer_id"))
      return fail("base_asset_type", "an asset pair cannot be combined with an offer");
    const ids = marketOf(app.node.history).assetIds;
    if (!ids.has(assetString(base.asset)) || !ids.has(assetString(counter.asset))) {
      notFound(ctx);
      return undefined;
    }
    filter.pair = { base: base.asset, counter: counter.asset };
  }
  return filter;
}

function matchesPair(t: TradeRecord, pair: { base: Asset; counter: Asset }): boolean {
  return (
    (sameAsset(t.soldAsset, pair.base) && sameAsset(t.boughtAsset, pair.counter)) ||
    (sameAsset(t.soldAsset, pair.counter) && sameAsset(t.boughtAsset, pair.base))
  );
}

function serveTrades(ctx: RequestContext, app: HorizonApp, scope: Scope) {
  const filter = readFilter(ctx, app, scope);
  if (!filter) return;
  const offerParam = ctx.query.get("offer_id");
  if (offerParam && !/^\d+$/.test(offerParam)) return badRequest(ctx, "offer_id", "unparseable value");
  const poolParam = ctx.query.get("liquidity_pool_id");
  if (poolParam && !/^[0-9a-f]{64}$/.test(poolParam))
    return badRequest(ctx, "liquidity_pool_id", "invalid liquidity pool id");
  const effective: Scope =
    offerParam && scope.kind === "all"
      ? { kind: "offer", id: BigInt(offerParam) }
      : poolParam && scope.kind === "all"
        ? { kind: "account", id: poolParam }
        : scope;
  const h = app.node.history;
  const nowKey = effectKey(toid(h.ledgers.length + 1, 0, 0), 0);
  const q = parsePageQuery(ctx.query, nowKey);
  if ("field" in q) return badRequest(ctx, q.field, q.reason);
  const page = (query: PageQuery): JsonObject[] => {
    const m = marketOf(app.node.history);
    const positions =
      effective.kind === "account"
        ? (m.byAccount.get(effective.id) ?? [])
        : effective.kind === "offer"
          ? (m.byOffer.get(effective.id) ?? [])
          : undefined;
    const c: Collection<TradeRecord> = {
      size: positions ? positions.length : m.trades.length,
      at: (i) => m.trades[positions ? (positions[i] ?? 0) : i] as TradeRecord,
      key: (t) => t.key,
      visible: (t) =>
        (t.poolId === undefined ? !filter.onlyPools : !filter.onlyBook) &&
        (!filter.pair || matchesPair(t, filter.pair)),
    };
    return pageItems(c, query).map((t) => renderTrade(m, t, ctx.base, filter.pair?.base));
  };
  if (ctx.wantsStream) return streamCollection(ctx, app.node, page, q);
  sendJson(ctx, 200, pageDocument(ctx.base, ctx.url.pathname, ctx.query, q, page(q)));
}

export function registerTradeRoutes(router: Router, app: HorizonApp): void {
  const stream = { streamable: true };
  router.add("GET", "/trades", (ctx) => serveTrades(ctx, app, { kind: "all" }), stream);
  router.add(
    "GET",
    "/accounts/:account_id/trades",
    (ctx) => {
      const id = ctx.params.account_id ?? "";
      if (!isValidAccount(id)) return badRequest(ctx, "account_id", "invalid account id");
      const known = app.node.state.getAccount(id) || app.node.history.byAccount.has(id);
      if (!known) return notFound(ctx);
      serveTrades(ctx, app, { kind: "account", id });
    },
    stream,
  );
  router.add(
    "GET",
    "/liquidity_pools/:pool_id/trades",
    (ctx) => {
      const id = ctx.params.pool_id ?? "";
      if (!/^[0-9a-f]{64}$/.test(id))
        return badRequest(ctx, "liquidity_pool_id", "invalid liquidity pool id");
      serveTrades(ctx, app, { kind: "account", id });
    },
    stream,
  );
  router.add(
    "GET",
    "/offers/:offer_id/trades",
    (ctx) => {
      const raw = ctx.params.offer_id ?? "";
      if (!/^\d+$/.test(raw)) return badRequest(ctx, "offer_id", "unparseable value");
      serveTrades(ctx, app, { kind: "offer", id: BigInt(raw) });
    },
    stream,
  );
}

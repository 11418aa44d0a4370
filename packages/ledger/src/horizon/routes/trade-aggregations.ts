import { sameAsset } from "../../engine/offers/offer";
import type { Asset } from "../../engine/types";
import { adjustWindow, aggregateTrades, type PairTrade, renderBucket } from "../../history/trade-aggregation";
import { assetString, marketOf } from "../../history/trades";
import type { HorizonApp } from "../app";
import { assetParam } from "../asset-params";
import { type RequestContext, type Router, sendJson } from "../http";
import { parseLimit } from "../paging";
import { badRequest, notFound } from "../problem";

const RESOLUTIONS = new Set([60_000n, 300_000n, 900_000n, 3_600_000n, 86_400_000n, 604_800_000n]);
const HOUR = 3_600_000n;
const FAR_FUTURE = (1n << 62n) - 1n;

function integerParam(ctx: RequestContext, name: string, fallback: bigint | undefined): bigint | undefined {
  const raw = ctx.query.get(name);
  if (raw === null || raw === "") return fallback;
  return /^\d{1,18}$/.test(raw) ? BigInt(raw) : undefined;
}

function pairTrades(app: HorizonApp, base: Asset, counter: Asset): PairTrade[] {
  const out: PairTrade[] = [];
  for (const t of marketOf(app.node.history).trades) {
    const ms = t.closeTime * 1000n;
    const n = BigInt(t.price.n);
    const d = BigInt(t.price.d);
    if (sameAsset(t.soldAsset, base) && sameAsset(t.boughtAsset, counter))
      out.push({ timeMs: ms, baseAmount: t.soldAmount, counterAmount: t.boughtAmount, n, d });
    else if (sameAsset(t.soldAsset, counter) && sameAsset(t.boughtAsset, base))
      out.push({ timeMs: ms, baseAmount: t.boughtAmount, counterAmount: t.soldAmount, n: d, d: n });
  }
  return out;
}

function serve(ctx: RequestContext, app: HorizonApp) {
  const base = assetParam(ctx.query, "base");
  const counter = assetParam(ctx.query, "counter");
  if (!("asset" in base)) return badRequest(ctx, "base_asset_type", "invalid base asset");
  if (!("asset" in counter)) return badRequest(ctx, "counter_asset_type", "invalid counter asset");
  const start = integerParam(ctx, "start_time", 0n);
  const end = integerParam(ctx, "end_time", FAR_FUTURE);
  if (start === undefined) return badRequest(ctx, "start_time", "unparseable value");
  if (end === undefined) return badRequest(ctx, "end_time", "unparseable value");
  const resolution = integerParam(ctx, "resolution", undefined);
  if (resolution === undefined || !RESOLUTIONS.has(resolution))
    return badRequest(ctx, "resolution", "resolution is invalid");
  const offset = integerParam(ctx, "offset", 0n);
  if (offset === undefined || offset % HOUR !== 0n || offset >= 24n * HOUR || offset > resolution)
    return badRequest(
      ctx,
      "offset",
      "offset must be a multiple of an hour, less than a day and the resolution",
    );
  if (end < offset) return badRequest(ctx, "end_time", "end time is not allowed to be before the offset");
  const window = adjustWindow(start, end, resolution, offset);
  if (window.end < window.start)
    return badRequest(ctx, "end_time", "end time is not allowed to be before start time");
  const order = ctx.query.get("order") || "asc";
  if (order !== "asc" && order !== "desc") return badRequest(ctx, "order", "order must be asc or desc");
  const limit = parseLimit(ctx.query.get("limit"), 10);
  if (typeof limit === "object") return badRequest(ctx, limit.field, limit.reason);
  const ids = marketOf(app.node.history).assetIds;
  if (!ids.has(assetString(base.asset)) || !ids.has(assetString(counter.asset))) return notFound(ctx);
  const all = aggregateTrades(pairTrades(app, base.asset, counter.asset), { ...window, resolution, offset });
  const buckets = (order === "asc" ? all : all.reverse()).slice(0, limit);
  const self = `${ctx.base}${ctx.url.pathname}${ctx.url.search}`;
  let next = self;
  const last = buckets[buckets.length - 1];
  if (last) {
    const params = new URLSearchParams(ctx.query);
    if (order === "asc") {
      let after = last.timestamp + resolution;
      if (after > end) after = end;
      params.set("start_time", after.toString());
    } else params.set("end_time", last.timestamp.toString());
    next = `${ctx.base}${ctx.url.pathname}?${params.toString()}`;
  }
  sendJson(ctx, 200, {
    _links: { self: { href: self }, next: { href: next }, prev: { href: "" } },
    _embedded: { records: buckets.map(renderBucket) },
  });
}

export function registerTradeAggregationRoute(router: Router, app: HorizonApp): void {
  router.add("GET", "/trade_aggregations", (ctx) => serve(ctx, app));
}

import { assetFields } from "../../engine/assets";
import type { Offer } from "../../engine/offers/offer";
import type { LiquidityPool } from "../../engine/pools/pool";
import type { Asset } from "../../engine/types";
import type { JsonObject } from "../../history/records";
import { formatAmount, parseAmount } from "../../util/amount";
import { isValidAccount } from "../../util/keys";
import type { HorizonApp } from "../app";
import { assetParam, parseCanonicalAsset } from "../asset-params";
import { type RequestContext, type Router, sendJson } from "../http";
import { type FoundPath, strictReceivePaths, strictSendPaths } from "../path-finding";
import { badRequest } from "../problem";
import { allOffers } from "./offers";

const MAX_ASSETS = 15;

function renderPath(p: FoundPath): JsonObject {
  return {
    ...assetFields(p.source, "source_"),
    source_amount: formatAmount(p.sourceAmount),
    ...assetFields(p.destination, "destination_"),
    destination_amount: formatAmount(p.destinationAmount),
    path: p.path.map((a) => assetFields(a)),
  };
}

/** An account's assets (trustlines, then native), or the `*_assets` list; undefined after a 400. */
function terminalAssets(
  ctx: RequestContext,
  app: HorizonApp,
  accountParam: string,
  listParam: string,
): { assets: Asset[]; account?: string } | undefined {
  const account = ctx.query.get(accountParam);
  const list = ctx.query.get(listParam);
  if ((account && list) || (!account && !list)) {
    badRequest(ctx, listParam, `exactly one of ${accountParam} or ${listParam} is required`);
    return undefined;
  }
  if (account) {
    if (!isValidAccount(account)) {
      badRequest(ctx, accountParam, "invalid account id");
      return undefined;
    }
    const record = app.node.state.getAccount(account);
    if (!record) return { assets: [], account };
    const lines = [...record.trustlines.values()].map(
      (l): Asset => ({ type: l.assetType, code: l.asset.code, issuer: l.asset.issuer }),
    );
    return { assets: [...lines, { type: "native" }], account };
  }
  const assets = (list ?? "").split(",").map(parseCanonicalAsset);
  if (assets.length > MAX_ASSETS || assets.some((a) => !a)) {
    badRequest(ctx, listParam, "invalid asset list");
    return undefined;
  }
  return { assets: assets as Asset[] };
}

function amountParam(ctx: RequestContext, name: string): bigint | undefined {
  const amount = parseAmount(ctx.query.get(name) ?? "");
  if (amount === undefined || amount <= 0n) badRequest(ctx, name, "invalid amount");
  return amount !== undefined && amount > 0n ? amount : undefined;
}

interface MarketSnapshot {
  version: number;
  offers: Offer[];
  pools: LiquidityPool[];
  /** Offers without one account's own (strict receive skips the payer's offers). */
  excluding: Map<string, Offer[]>;
}
const snapshots = new WeakMap<HorizonApp, MarketSnapshot>();

/** The committed offers and pools, as the same arrays until the state changes (path finding caches on them). */
function market(app: HorizonApp): MarketSnapshot {
  const version = app.node.state.version;
  let snapshot = snapshots.get(app);
  if (!snapshot || snapshot.version !== version) {
    snapshot = {
      version,
      offers: allOffers(app),
      pools: [...app.node.state.poolMap.values()],
      excluding: new Map(),
    };
    snapshots.set(app, snapshot);
  }
  return snapshot;
}

function offersExcluding(snapshot: MarketSnapshot, account: string | undefined): Offer[] {
  if (!account) return snapshot.offers;
  let offers = snapshot.excluding.get(account);
  if (!offers) {
    offers = snapshot.offers.filter((o) => o.sellerId !== account);
    snapshot.excluding.set(account, offers);
  }
  return offers;
}

function strictReceive(ctx: RequestContext, app: HorizonApp) {
  const dest = assetParam(ctx.query, "destination");
  if (!("asset" in dest)) return badRequest(ctx, "destination_asset_type", "invalid destination asset");
  const amount = amountParam(ctx, "destination_amount");
  if (amount === undefined) return;
  const sources = terminalAssets(ctx, app, "source_account", "source_assets");
  if (!sources) return;
  const snapshot = market(app);
  const offers = offersExcluding(snapshot, sources.account);
  let paths = strictReceivePaths(offers, dest.asset, amount, sources.assets, snapshot.pools);
  const holder = sources.account ? app.node.state.getAccount(sources.account) : undefined;
  if (sources.account) {
    paths = paths.filter((p) => {
      if (!holder) return false;
      if (p.source.type === "native") return holder.balance >= p.sourceAmount;
      if (p.source.issuer === holder.id) return true;
      const line = holder.trustlines.get(`${p.source.code}:${p.source.issuer}`);
      return (line?.balance ?? 0n) >= p.sourceAmount;
    });
  }
  sendJson(ctx, 200, { _embedded: { records: paths.map(renderPath) } });
}

function strictSend(ctx: RequestContext, app: HorizonApp) {
  const source = assetParam(ctx.query, "source");
  if (!("asset" in source)) return badRequest(ctx, "source_asset_type", "invalid source asset");
  const amount = amountParam(ctx, "source_amount");
  if (amount === undefined) return;
  const dests = terminalAssets(ctx, app, "destination_account", "destination_assets");
  if (!dests) return;
  const snapshot = market(app);
  const paths = strictSendPaths(snapshot.offers, source.asset, amount, dests.assets, snapshot.pools);
  sendJson(ctx, 200, { _embedded: { records: paths.map(renderPath) } });
}

export function registerPathRoutes(router: Router, app: HorizonApp): void {
  router.add("GET", "/paths", (ctx) => strictReceive(ctx, app));
  router.add("GET", "/paths/strict-receive", (ctx) => strictReceive(ctx, app));
  router.add("GET", "/paths/strict-send", (ctx) => strictSend(ctx, app));
}

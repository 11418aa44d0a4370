import { ACCOUNT_FLAGS, TRUSTLINE_FLAGS } from "../../engine/types";
import type { JsonObject } from "../../history/records";
import { formatAmount } from "../../util/amount";
import type { HorizonApp } from "../app";
import { type RequestContext, type Router, sendJson } from "../http";
import { badRequest } from "../problem";
import { assetPoolStats } from "../resources/asset-pool-stats";

interface Stat {
  code: string;
  issuer: string;
  type: string;
  accounts: [number, number, number];
  balances: [bigint, bigint, bigint];
}

function collect(app: HorizonApp): Stat[] {
  const stats = new Map<string, Stat>();
  for (const account of app.node.state.accounts.values()) {
    for (const [key, line] of account.trustlines) {
      let s = stats.get(key);
      if (!s) {
        s = {
          code: line.asset.code,
          issuer: line.asset.issuer,
          type: line.assetType,
          accounts: [0, 0, 0],
          balances: [0n, 0n, 0n],
        };
        stats.set(key, s);
      }
      const slot =
        (line.flags & TRUSTLINE_FLAGS.authorized) !== 0
          ? 0
          : (line.flags & TRUSTLINE_FLAGS.authorizedToMaintainLiabilities) !== 0
            ? 1
            : 2;
      s.accounts[slot] += 1;
      s.balances[slot] += line.balance;
    }
  }
  return [...stats.values()];
}

function render(s: Stat, app: HorizonApp): JsonObject {
  const issuer = app.node.state.getAccount(s.issuer);
  const flags = issuer?.flags ?? 0;
  const [a, m, u] = s.balances;
  const pools = assetPoolStats(app.node.state.poolMap.values(), s.code, s.issuer);
  return {
    _links: {
      toml: { href: issuer?.homeDomain ? `https://${issuer.homeDomain}/.well-known/stellar.toml` : "" },
    },
    asset_type: s.type,
    asset_code: s.code,
    asset_issuer: s.issuer,
    paging_token: `${s.code}_${s.issuer}_${s.type}`,
    num_claimable_balances: 0,
    num_liquidity_pools: pools.count,
    num_contracts: 0,
    accounts: {
      authorized: s.accounts[0],
      authorized_to_maintain_liabilities: s.accounts[1],
      unauthorized: s.accounts[2],
    },
    claimable_balances_amount: "0.0000000",
    liquidity_pools_amount: formatAmount(pools.amount),
    contracts_amount: "0.0000000",
    balances: {
      authorized: formatAmount(a),
      authorized_to_maintain_liabilities: formatAmount(m),
      unauthorized: formatAmount(u),
    },
    flags: {
      auth_required: (flags & ACCOUNT_FLAGS.authRequired) !== 0,
      auth_revocable: (flags & ACCOUNT_FLAGS.authRevocable) !== 0,
      auth_immutable: (flags & ACCOUNT_FLAGS.authImmutable) !== 0,
      auth_clawback_enabled: (flags & ACCOUNT_FLAGS.authClawbackEnabled) !== 0,
    },
  };
}

function serveAssets(ctx: RequestContext, app: HorizonApp) {
  const code = ctx.query.get("asset_code");
  const issuer = ctx.query.get("asset_issuer");
  const order = ctx.query.get("order") || "asc";
  const limit = Number(ctx.query.get("limit") || "10");
  if (order !== "asc" && order !== "desc") return badRequest(ctx, "order", "order must be asc or desc");
  if (!Number.isInteger(limit) || limit < 1 || limit > 200)
    return badRequest(ctx, "limit", "limit must be between 1 and 200");
  const cursor = ctx.query.get("cursor") ?? "";
  let records = collect(app)
    .filter((s) => (!code || s.code === code) && (!issuer || s.issuer === issuer))
    .map((s) => render(s, app))
    .sort((x, y) => String(x.paging_token).localeCompare(String(y.paging_token)));
  if (order === "desc") records.reverse();
  if (cursor)
    records = records.filter((r) =>
      order === "asc" ? String(r.paging_token) > cursor : String(r.paging_token) < cursor,
    );
  records = records.slice(0, limit);
  const link = (c: string, o: string) => {
    const p = new URLSearchParams(ctx.query);
    p.set("cursor", c);
    p.set("limit", String(limit));
    p.set("order", o);
    return { href: `${ctx.base}/assets?${p.toString()}` };
  };
  const first = String(records[0]?.paging_token ?? cursor);
  const last = String(records[records.length - 1]?.paging_token ?? cursor);
  sendJson(ctx, 200, {
    _links: {
      self: link(cursor, order),
      next: link(last, order),
      prev: link(first, order === "asc" ? "desc" : "asc"),
    },
    _embedded: { records },
  });
}

export function registerAssetRoutes(router: Router, app: HorizonApp): void {
  router.add("GET", "/assets", (ctx) => serveAssets(ctx, app));
}

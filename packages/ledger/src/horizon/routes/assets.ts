import { ACCOUNT_FLAGS, TRUSTLINE_FLAGS } from "../../engine/types";
import type { JsonObject } from "../../history/records";
import { formatAmount } from "../../util/amount";
import type { HorizonApp } from "../app";
import { type RequestContext, type Router, sendJson } from "../http";
import { pageDocument, parseKeyPageQuery } from "../paging";
import { badRequest } from "../problem";
import { assetPoolStats } from "../resources/asset-pool-stats";
import { assetBalanceStats } from "../resources/claimable-balance";

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
  const claimable = assetBalanceStats(app.node.state.balanceMap.values(), s.code, s.issuer);
  return {
    _links: {
      toml: { href: issuer?.homeDomain ? `https://${issuer.homeDomain}/.well-known/stellar.toml` : "" },
    },
    asset_type: s.type,
    asset_code: s.code,
    asset_issuer: s.issuer,
    paging_token: `${s.code}_${s.issuer}_${s.type}`,
    num_claimable_balances: claimable.count,
    num_liquidity_pools: pools.count,
    num_contracts: 0,
    accounts: {
      authorized: s.accounts[0],
      authorized_to_maintain_liabilities: s.accounts[1],
      unauthorized: s.accounts[2],
    },
    claimable_balances_amount: formatAmount(claimable.amount),
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
  const q = parseKeyPageQuery(ctx.query);
  if ("field" in q) return badRequest(ctx, q.field, q.reason);
  const { order, limit, cursor } = q;
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
  sendJson(ctx, 200, pageDocument(ctx.base, "/assets", ctx.query, q, records));
}

export function registerAssetRoutes(router: Router, app: HorizonApp): void {
  router.add("GET", "/assets", (ctx) => serveAssets(ctx, app));
}

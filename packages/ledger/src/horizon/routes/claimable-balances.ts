import { StrKey } from "@stellar/stellar-sdk";
import { canonicalAsset } from "../../engine/assets";
import type { ClaimableBalance } from "../../engine/claimable-balances/balance";
import { isBalanceIdHex } from "../../engine/claimable-balances/balance-id";
import { isValidAccount } from "../../util/keys";
import type { HorizonApp } from "../app";
import { parseCanonicalAsset } from "../asset-params";
import { type ListSpec, operationsList, type Scope, transactionsList } from "../collections";
import { type RequestContext, type Router, sendJson } from "../http";
import { pageDocument, parsePageQuery } from "../paging";
import { badRequest, notFound } from "../problem";
import { renderClaimableBalance } from "../resources/claimable-balance";
import { listFlags, serveList } from "./list";

const CURSOR = /^(\d+)-(00000000[0-9a-f]{64})$/;
const ACCOUNT_REASON = "Account ID must start with `G` and contain 56 alphanum characters";

/** A balance id from the path: Horizon's hex form (any case) or its `B…` StrKey; undefined when malformed. */
export function parseBalanceId(raw: string): string | undefined {
  if (isBalanceIdHex(raw)) return raw.toLowerCase();
  if (!raw.startsWith("B") || !StrKey.isValidClaimableBalance(raw)) return undefined;
  const bytes = StrKey.decodeClaimableBalance(raw);
  return bytes[0] === 0 ? `00000000${Buffer.from(bytes.subarray(1)).toString("hex")}` : undefined;
}

/** Horizon's order: by last modified ledger, then id. */
function compare(a: ClaimableBalance, b: ClaimableBalance): number {
  if (a.lastModifiedLedger !== b.lastModifiedLedger) return a.lastModifiedLedger - b.lastModifiedLedger;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

type BalanceFilter = (b: ClaimableBalance) => boolean;

/** Reads the sponsor / claimant / asset filters; sends a 400 and returns undefined when one is invalid. */
function filters(ctx: RequestContext): BalanceFilter[] | undefined {
  const list: BalanceFilter[] = [];
  for (const field of ["sponsor", "claimant"] as const) {
    const account = ctx.query.get(field);
    if (!account) continue;
    if (!isValidAccount(account)) {
      badRequest(ctx, field, ACCOUNT_REASON);
      return undefined;
    }
    list.push(
      field === "sponsor"
        ? (b) => b.sponsor === account
        : (b) => b.claimants.some((c) => c.destination === account),
    );
  }
  const assetText = ctx.query.get("asset");
  if (assetText) {
    const asset = parseCanonicalAsset(assetText);
    if (!asset) {
      badRequest(ctx, "asset", "invalid asset");
      return undefined;
    }
    const wanted = canonicalAsset(asset);
    list.push((b) => canonicalAsset(b.asset) === wanted);
  }
  return list;
}

function serveBalances(ctx: RequestContext, app: HorizonApp) {
  const list = filters(ctx);
  if (!list) return;
  const cursor = ctx.query.get("cursor") ?? "";
  const match = CURSOR.exec(cursor.toLowerCase());
  if (cursor !== "" && !match) return badRequest(ctx, "cursor", "unparseable value");
  const rest = new URLSearchParams(ctx.query);
  rest.delete("cursor");
  const q = parsePageQuery(rest);
  if ("field" in q) return badRequest(ctx, q.field, q.reason);
  let balances = [...app.node.state.balanceMap.values()].filter((b) => list.every((f) => f(b))).sort(compare);
  if (match) {
    const after = { lastModifiedLedger: Number(match[1]), id: match[2] ?? "" } as ClaimableBalance;
    balances = balances.filter((b) => (q.order === "asc" ? compare(b, after) > 0 : compare(b, after) < 0));
  }
  if (q.order === "desc") balances.reverse();
  const records = balances
    .slice(0, q.limit)
    .map((b) => renderClaimableBalance(b, ctx.base, app.node.history));
  sendJson(ctx, 200, pageDocument(ctx.base, ctx.url.pathname, ctx.query, q, records));
}

export function registerClaimableBalanceRoutes(router: Router, app: HorizonApp): void {
  router.add("GET", "/claimable_balances", (ctx) => serveBalances(ctx, app));
  router.add("GET", "/claimable_balances/:balance_id", (ctx) => {
    const id = parseBalanceId(ctx.params.balance_id ?? "");
    if (!id) return badRequest(ctx, "id", "invalid claimable balance id");
    const balance = app.node.state.balanceMap.get(id);
    if (!balance) return notFound(ctx);
    sendJson(ctx, 200, renderClaimableBalance(balance, ctx.base, app.node.history));
  });
  const h = () => app.node.history;
  const list = (path: string, build: (scope: Scope, ctx: RequestContext) => ListSpec | undefined) =>
    router.add(
      "GET",
      `/claimable_balances/:balance_id${path}`,
      (ctx) => {
        const id = parseBalanceId(ctx.params.balance_id ?? "");
        if (!id) return badRequest(ctx, "id", "invalid claimable balance id");
        serveList(ctx, app, () => build({ kind: "account", id }, ctx));
      },
      { streamable: true },
    );
  list("/transactions", (s, ctx) => transactionsList(h(), s, listFlags(ctx), ctx.base));
  list("/operations", (s, ctx) => operationsList(h(), s, listFlags(ctx), ctx.base, false));
}

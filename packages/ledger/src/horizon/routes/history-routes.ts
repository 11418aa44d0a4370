import { asInnerTransaction } from "../../history/tx-json";
import type { HorizonApp } from "../app";
import {
  effectsList,
  findOp,
  type ListSpec,
  ledgersList,
  operationsList,
  type Scope,
  transactionsList,
} from "../collections";
import { type RequestContext, type Router, sendJson } from "../http";
import { badRequest, notFound } from "../problem";
import { renderLedger, renderOp, renderTx } from "../resources/history";
import { listFlags, serveList } from "./list";

const STREAM = { streamable: true };

/** Horizon's reason for a `tx_id` that is not a lowercase hex SHA-256 hash. */
const TX_HASH_REASON = "Transaction hash must be a hex-encoded, lowercase SHA-256 hash";

function isTxHash(value: string | undefined): value is string {
  return value !== undefined && /^[0-9a-f]{64}$/.test(value);
}

/** transactions, operations, payments, effects and ledgers, globally and per account/ledger/tx/op. */
export function registerHistoryRoutes(router: Router, app: HorizonApp): void {
  const h = () => app.node.history;
  const scopes: Array<[string, (p: Record<string, string>) => Scope | undefined]> = [
    ["", () => ({ kind: "all" })],
    ["/accounts/:account_id", (p) => ({ kind: "account", id: p.account_id ?? "" })],
    [
      "/ledgers/:ledger_id",
      (p) => (/^\d+$/.test(p.ledger_id ?? "") ? { kind: "ledger", seq: Number(p.ledger_id) } : undefined),
    ],
    ["/transactions/:tx_id", (p) => (isTxHash(p.tx_id) ? { kind: "transaction", hash: p.tx_id } : undefined)],
    [
      "/operations/:op_id",
      (p) => (/^\d+$/.test(p.op_id ?? "") ? { kind: "operation", id: BigInt(p.op_id ?? "0") } : undefined),
    ],
  ];
  for (const [prefix, scopeOf] of scopes) {
    const list = (path: string, build: (scope: Scope, ctx: RequestContext) => ListSpec | undefined) =>
      router.add(
        "GET",
        `${prefix}${path}`,
        (ctx) => {
          const scope = scopeOf(ctx.params);
          if (!scope && prefix.startsWith("/transactions/")) return badRequest(ctx, "tx_id", TX_HASH_REASON);
          if (!scope) return badRequest(ctx, "id", "invalid identifier");
          serveList(ctx, app, () => build(scope, ctx));
        },
        STREAM,
      );
    const perTxOrOp = prefix.startsWith("/transactions/") || prefix.startsWith("/operations/");
    if (!perTxOrOp) list("/transactions", (s, ctx) => transactionsList(h(), s, listFlags(ctx), ctx.base));
    if (!prefix.startsWith("/operations/")) {
      list("/operations", (s, ctx) => operationsList(h(), s, listFlags(ctx), ctx.base, false));
      list("/payments", (s, ctx) => operationsList(h(), s, listFlags(ctx), ctx.base, true));
    }
    list("/effects", (s, ctx) => effectsList(h(), s, ctx.base));
  }
  router.add("GET", "/ledgers", (ctx) => serveList(ctx, app, () => ledgersList(h(), ctx.base)), STREAM);
  router.add("GET", "/ledgers/:seq", (ctx) => {
    const seq = Number(ctx.params.seq);
    if (!/^\d+$/.test(ctx.params.seq ?? "")) return badRequest(ctx, "sequence", "invalid ledger sequence");
    const ledger = h().ledgers[seq - 1];
    if (!ledger) return notFound(ctx);
    sendJson(ctx, 200, renderLedger(ledger, ctx.base));
  });
  router.add("GET", "/transactions/:hash", (ctx) => {
    const hash = ctx.params.hash;
    if (!isTxHash(hash)) return badRequest(ctx, "tx_id", TX_HASH_REASON);
    const pos = h().txByHash.get(hash);
    const tx = pos === undefined ? undefined : h().txs[pos];
    if (!tx) return notFound(ctx);
    sendJson(ctx, 200, asInnerTransaction(renderTx(tx, ctx.base), hash, tx.hash));
  });
  router.add("GET", "/operations/:id", (ctx) => {
    if (!/^\d+$/.test(ctx.params.id ?? "")) return badRequest(ctx, "id", "invalid operation id");
    const op = findOp(h(), BigInt(ctx.params.id ?? "0"));
    if (!op) return notFound(ctx);
    sendJson(ctx, 200, renderOp(op, ctx.base, listFlags(ctx).joinTransactions ? h() : undefined));
  });
}

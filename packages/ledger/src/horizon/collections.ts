import type { EffectRecord, HistoryData, JsonObject, OpRecord, TxRecord } from "../history/records";
import { effectKey, toid } from "../util/toid";
import { type Collection, type PageQuery, pageItems } from "./paging";
import { renderEffect, renderLedger, renderOp, renderTx } from "./resources/history";

/** A pageable, streamable list of rendered records. */
export interface ListSpec {
  page(q: PageQuery): JsonObject[];
  nowKey: bigint;
}

function range<T>(items: readonly T[], start: number, end: number, key: (t: T) => bigint): Collection<T> {
  return { size: end - start, at: (i) => items[start + i] as T, key };
}

function indexed<T>(items: readonly T[], indexes: readonly number[], key: (t: T) => bigint): Collection<T> {
  return { size: indexes.length, at: (i) => items[indexes[i] ?? 0] as T, key };
}

const txKey = (t: TxRecord) => t.key;
const opKey = (o: OpRecord) => o.key;
const effKey = (e: EffectRecord) => e.key;

export type Scope =
  | { kind: "all" }
  | { kind: "account"; id: string }
  | { kind: "ledger"; seq: number }
  | { kind: "transaction"; hash: string }
  | { kind: "operation"; id: bigint };

export interface ListFlags {
  includeFailed: boolean;
  joinTransactions: boolean;
}

function nowToid(h: HistoryData): bigint {
  return toid(h.ledgers.length + 1, 0, 0) - 1n;
}

function spec<T>(c: Collection<T>, render: (t: T) => JsonObject, nowKey: bigint): ListSpec {
  return { page: (q) => pageItems(c, q).map(render), nowKey };
}

export function transactionsList(
  h: HistoryData,
  scope: Scope,
  flags: ListFlags,
  base: string,
): ListSpec | undefined {
  let c: Collection<TxRecord>;
  if (scope.kind === "account") {
    const entry = h.byAccount.get(scope.id);
    if (!entry) return undefined;
    c = indexed(h.txs, entry.txs, txKey);
  } else if (scope.kind === "ledger") {
    const l = h.ledgers[scope.seq - 1];
    if (!l) return undefined;
    c = range(h.txs, l.txStart, l.txEnd, txKey);
  } else c = range(h.txs, 0, h.txs.length, txKey);
  if (!flags.includeFailed) c.visible = (t) => t.success;
  return spec(c, (t) => renderTx(t, base), nowToid(h));
}

export function operationsList(
  h: HistoryData,
  scope: Scope,
  flags: ListFlags,
  base: string,
  paymentsOnly: boolean,
): ListSpec | undefined {
  let c: Collection<OpRecord>;
  let scoped = false;
  if (scope.kind === "account") {
    const entry = h.byAccount.get(scope.id);
    if (!entry) return undefined;
    c = indexed(h.ops, paymentsOnly ? entry.payments : entry.ops, opKey);
  } else if (scope.kind === "ledger") {
    const l = h.ledgers[scope.seq - 1];
    if (!l) return undefined;
    c = range(h.ops, l.opStart, l.opEnd, opKey);
  } else if (scope.kind === "transaction") {
    const pos = h.txByHash.get(scope.hash);
    const tx = pos === undefined ? undefined : h.txs[pos];
    if (!tx) return undefined;
    c = range(h.ops, tx.opStart, tx.opEnd, opKey);
    scoped = true;
  } else c = paymentsOnly ? indexed(h.ops, h.payments, opKey) : range(h.ops, 0, h.ops.length, opKey);
  const showFailed = flags.includeFailed || scoped;
  c.visible = (o) => (showFailed || o.success) && (!paymentsOnly || o.isPayment);
  return spec(c, (o) => renderOp(o, base, flags.joinTransactions ? h : undefined), nowToid(h));
}

export function effectsList(h: HistoryData, scope: Scope, base: string): ListSpec | undefined {
  let c: Collection<EffectRecord>;
  if (scope.kind === "account") {
    const entry = h.byAccount.get(scope.id);
    if (!entry) return undefined;
    c = indexed(h.effects, entry.effects, effKey);
  } else if (scope.kind === "ledger") {
    const l = h.ledgers[scope.seq - 1];
    if (!l) return undefined;
    c = range(h.effects, l.effStart, l.effEnd, effKey);
  } else if (scope.kind === "transaction") {
    const pos = h.txByHash.get(scope.hash);
    const tx = pos === undefined ? undefined : h.txs[pos];
    if (!tx) return undefined;
    c = range(h.effects, tx.effStart, tx.effEnd, effKey);
  } else if (scope.kind === "operation") {
    const op = findOp(h, scope.id);
    if (!op) return undefined;
    c = range(h.effects, op.effStart, op.effEnd, effKey);
  } else c = range(h.effects, 0, h.effects.length, effKey);
  return spec(c, (e) => renderEffect(e, base), effectKey(toid(h.ledgers.length + 1, 0, 0), 0));
}

export function ledgersList(h: HistoryData, base: string): ListSpec {
  const c: Collection<HistoryData["ledgers"][number]> = range(h.ledgers, 0, h.ledgers.length, (l) => l.key);
  return spec(c, (l) => renderLedger(l, base), nowToid(h));
}

export function findOp(h: HistoryData, id: bigint): OpRecord | undefined {
  let lo = 0;
  let hi = h.ops.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const op = h.ops[mid] as OpRecord;
    if (op.key === id) return op;
    if (op.key < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

import type {
  EffectRecord,
  HistoryData,
  JsonObject,
  LedgerRecord,
  OpRecord,
  TxRecord,
} from "../../history/records";

const PAGING = "{?cursor,limit,order}";
const templated = (href: string) => ({ href: `${href}${PAGING}`, templated: true });

export function renderLedger(r: LedgerRecord, base: string): JsonObject {
  const self = `${base}/ledgers/${r.seq}`;
  return {
    _links: {
      self: { href: self },
      transactions: templated(`${self}/transactions`),
      operations: templated(`${self}/operations`),
      payments: templated(`${self}/payments`),
      effects: templated(`${self}/effects`),
    },
    ...r.json,
  };
}

export function renderTx(r: TxRecord, base: string): JsonObject {
  const self = `${base}/transactions/${r.hash}`;
  const token = r.key.toString();
  return {
    _links: {
      self: { href: self },
      account: { href: `${base}/accounts/${r.source}` },
      ledger: { href: `${base}/ledgers/${r.ledger}` },
      operations: templated(`${self}/operations`),
      effects: templated(`${self}/effects`),
      precedes: { href: `${base}/transactions?order=asc&cursor=${token}` },
      succeeds: { href: `${base}/transactions?order=desc&cursor=${token}` },
      transaction: { href: self },
    },
    ...r.json,
  };
}

export function renderOp(r: OpRecord, base: string, history?: HistoryData): JsonObject {
  const id = r.key.toString();
  const hash = String(r.json.transaction_hash);
  const json: JsonObject = {
    _links: {
      self: { href: `${base}/operations/${id}` },
      transaction: { href: `${base}/transactions/${hash}` },
      effects: { href: `${base}/operations/${id}/effects` },
      succeeds: { href: `${base}/effects?order=desc&cursor=${id}` },
      precedes: { href: `${base}/effects?order=asc&cursor=${id}` },
    },
    ...r.json,
  };
  const tx = history?.txs[r.txIndex];
  if (history && tx) json.transaction = renderTx(tx, base);
  return json;
}

export function renderEffect(r: EffectRecord, base: string): JsonObject {
  const token = String(r.json.paging_token);
  return {
    _links: {
      operation: { href: `${base}/operations/${r.opKey}` },
      succeeds: { href: `${base}/effects?order=desc&cursor=${token}` },
      precedes: { href: `${base}/effects?order=asc&cursor=${token}` },
    },
    ...r.json,
  };
}

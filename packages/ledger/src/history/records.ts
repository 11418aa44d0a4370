import type { JsonValue } from "../engine/effects";
import type { MarketHistory } from "./trades";

export type JsonObject = { [key: string]: JsonValue };

/** Closed ledger, as stored for Horizon's `/ledgers`. */
export interface LedgerRecord {
  seq: number;
  key: bigint;
  hash: string;
  json: JsonObject;
  txStart: number;
  txEnd: number;
  opStart: number;
  opEnd: number;
  effStart: number;
  effEnd: number;
}

export interface TxRecord {
  key: bigint;
  hash: string;
  ledger: number;
  success: boolean;
  source: string;
  json: JsonObject;
  opStart: number;
  opEnd: number;
  effStart: number;
  effEnd: number;
}

export interface OpRecord {
  key: bigint;
  txIndex: number;
  success: boolean;
  isPayment: boolean;
  json: JsonObject;
  effStart: number;
  effEnd: number;
}

export interface EffectRecord {
  key: bigint;
  opKey: bigint;
  json: JsonObject;
}

export interface AccountHistory {
  txs: number[];
  ops: number[];
  payments: number[];
  effects: number[];
}

/** Plain-data history (serializable into snapshots). */
export interface HistoryData {
  ledgers: LedgerRecord[];
  txs: TxRecord[];
  ops: OpRecord[];
  effects: EffectRecord[];
  payments: number[];
  txByHash: Map<string, number>;
  byAccount: Map<string, AccountHistory>;
  /** Order-book trades (created on the first trade). */
  market?: MarketHistory;
  /** Canonical reserve assets per liquidity pool id (filled by pool-share changeTrust operations). */
  poolAssets?: Map<string, string[]>;
}

export function emptyHistory(): HistoryData {
  return {
    ledgers: [],
    txs: [],
    ops: [],
    effects: [],
    payments: [],
    txByHash: new Map(),
    byAccount: new Map(),
  };
}

export function accountHistory(data: HistoryData, account: string): AccountHistory {
  let entry = data.byAccount.get(account);
  if (!entry) {
    entry = { txs: [], ops: [], payments: [], effects: [] };
    data.byAccount.set(account, entry);
  }
  return entry;
}

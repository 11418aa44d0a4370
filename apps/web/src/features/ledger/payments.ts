import { toStroops } from "@sextant/core";
import { NATIVE_ASSET, type TAssetRef } from "./balances";
import { ensureLedgerConfig } from "./horizon-config";

/** The fields of a Horizon payment-like operation record that are read. */
export interface TPaymentRecord {
  id: string;
  paging_token: string;
  type: string;
  created_at: string;
  transaction_hash: string;
  transaction_successful?: boolean;
  source_account?: string;
  from?: string;
  to?: string;
  amount?: string;
  asset_type?: string;
  asset_code?: string;
  asset_issuer?: string;
  funder?: string;
  account?: string;
  starting_balance?: string;
  /** Path payments: what left the sender. */
  source_amount?: string;
  source_asset_type?: string;
  source_asset_code?: string;
  source_asset_issuer?: string;
  /** With `join=transactions`. */
  transaction?: { memo?: string; memo_type?: string; successful?: boolean };
}

/** One line of the wallet's history (spec §3 Transaction row), amount in stroops. */
export interface TTransactionRow {
  id: string;
  kind: "Sent" | "Received";
  date: string;
  amount: bigint;
  asset: TAssetRef;
  counterparty: string;
  hash: string;
}

function amountOf(value: string | undefined): bigint {
  try {
    return value ? toStroops(value) : 0n;
  } catch {
    return 0n;
  }
}

function assetOf(record: TPaymentRecord): TAssetRef {
  if (record.asset_type === "native" || !record.asset_code) return NATIVE_ASSET;
  return { code: record.asset_code, issuer: record.asset_issuer ?? "" };
}

/** A payment or account creation seen from `publicKey`; other operations give null. */
export function toTransactionRow(record: TPaymentRecord, publicKey: string): TTransactionRow | null {
  const base = { id: record.id, date: record.created_at, hash: record.transaction_hash };
  if (record.transaction_successful === false) return null;
  if (record.type === "create_account") {
    const sent = record.funder === publicKey;
    if (!sent && record.account !== publicKey) return null;
    return {
      ...base,
      kind: sent ? "Sent" : "Received",
      amount: amountOf(record.starting_balance),
      asset: NATIVE_ASSET,
      counterparty: (sent ? record.account : record.funder) ?? "",
    };
  }
  if (record.type.startsWith("payment") || record.type.startsWith("path_payment")) {
    const sent = record.from === publicKey;
    if (!sent && record.to !== publicKey) return null;
    return {
      ...base,
      kind: sent ? "Sent" : "Received",
      amount: amountOf(record.amount),
      asset: assetOf(record),
      counterparty: (sent ? record.to : record.from) ?? "",
    };
  }
  return null;
}

/**
 * History rows, newest first. A send is one transaction that may also pay the operator's fee: only its first
 * operation of each kind is listed, so every transaction appears once per direction.
 */
export function transactionRows(records: readonly TPaymentRecord[], publicKey: string): TTransactionRow[] {
  const firstOfTransaction = new Map<string, TTransactionRow>();
  for (const record of records) {
    const row = toTransactionRow(record, publicKey);
    if (!row) continue;
    const key = `${row.hash}:${row.kind}`;
    const seen = firstOfTransaction.get(key);
    if (!seen || BigInt(row.id) < BigInt(seen.id)) firstOfTransaction.set(key, row);
  }
  return [...firstOfTransaction.values()].sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
}

export const PAYMENTS_LIMIT = 200;

/**
 * GET /accounts/:id/payments?limit=200&order=desc with failed transactions and each one's transaction (memo,
 * outcome) joined; an account without history (404) has none.
 */
export async function loadPayments(publicKey: string, signal?: AbortSignal): Promise<TPaymentRecord[]> {
  const url = `${(await ensureLedgerConfig()).horizonUrl}/accounts/${publicKey}/payments?limit=${PAYMENTS_LIMIT}&order=desc&include_failed=true&join=transactions`;
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (response.status === 404) return [];
  if (!response.ok) throw new Error("No Transactions found.");
  const page = (await response.json()) as { _embedded?: { records?: TPaymentRecord[] } };
  return page._embedded?.records ?? [];
}

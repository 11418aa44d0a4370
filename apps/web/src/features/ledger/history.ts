import { fromStroops } from "@sextant/core";
import { NATIVE_ASSET, sameAsset, type TAssetRef } from "./balances";
import type { TPaymentRecord } from "./payments";

/** An amount of one asset, stroops. */
export interface TAssetAmount {
  asset: TAssetRef;
  amount: bigint;
}

/** One transaction of the wallet's history, as the person reads it. */
export interface THistoryEntry {
  /** The id of its first operation (ordering, keys). */
  id: string;
  /** Sent: only left the wallet; Received: only came in; Swap: both (a path payment to oneself). */
  kind: "Sent" | "Received" | "Swap";
  date: string;
  hash: string;
  successful: boolean;
  /** What left the wallet, per asset: a send with the operator's fee counts amount plus fee. */
  spent: TAssetAmount[];
  /** What came in, per asset. */
  received: TAssetAmount[];
  /** The other side of the transaction's first operation; empty for a swap to oneself. */
  counterparty: string;
  memo: string | null;
}

function stroops(value: string | undefined): bigint {
  if (!value || !/^\d+(\.\d{1,7})?$/.test(value)) return 0n;
  const [whole = "0", fraction = ""] = value.split(".");
  return BigInt(whole) * 10_000_000n + BigInt(fraction.padEnd(7, "0"));
}

function assetOf(type: string | undefined, code: string | undefined, issuer: string | undefined): TAssetRef {
  if (type === "native" || !code) return NATIVE_ASSET;
  return { code, issuer: issuer ?? "" };
}

function add(list: TAssetAmount[], asset: TAssetRef, amount: bigint): void {
  if (amount <= 0n) return;
  const line = list.find((entry) => sameAsset(entry.asset, asset));
  if (line) line.amount += amount;
  else list.push({ asset, amount });
}

/** What one operation moved for `publicKey`: out of the wallet, into it, and with whom. */
function movement(
  record: TPaymentRecord,
  publicKey: string,
): { out?: TAssetAmount; in?: TAssetAmount; counterparty: string } | null {
  if (record.type === "create_account") {
    const amount = stroops(record.starting_balance);
    if (record.funder === publicKey)
      return { out: { asset: NATIVE_ASSET, amount }, counterparty: record.account ?? "" };
    if (record.account === publicKey)
      return { in: { asset: NATIVE_ASSET, amount }, counterparty: record.funder ?? "" };
    return null;
  }
  const isPath = record.type.startsWith("path_payment");
  if (!isPath && !record.type.startsWith("payment")) return null;
  const from = record.from === publicKey;
  const to = record.to === publicKey;
  if (!from && !to) return null;
  const destination = {
    asset: assetOf(record.asset_type, record.asset_code, record.asset_issuer),
    amount: stroops(record.amount),
  };
  const source = isPath
    ? {
        asset: assetOf(record.source_asset_type, record.source_asset_code, record.source_asset_issuer),
        amount: stroops(record.source_amount),
      }
    : destination;
  return {
    out: from ? source : undefined,
    in: to ? destination : undefined,
    counterparty: from && to ? "" : ((from ? record.to : record.from) ?? ""),
  };
}

/**
 * The wallet's history by transaction, newest first: every payment-like operation of one transaction is added
 * up, so a send that also pays the operator's fee shows what it cost (amount plus fee) and a swap shows what
 * left and what came in. Failed transactions are kept and marked.
 */
export function historyEntries(records: readonly TPaymentRecord[], publicKey: string): THistoryEntry[] {
  const byHash = new Map<string, THistoryEntry>();
  const ordered = [...records].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  for (const record of ordered) {
    const moved = movement(record, publicKey);
    if (!moved) continue;
    let entry = byHash.get(record.transaction_hash);
    if (!entry) {
      entry = {
        id: record.id,
        kind: "Sent",
        date: record.created_at,
        hash: record.transaction_hash,
        successful: record.transaction_successful !== false && record.transaction?.successful !== false,
        spent: [],
        received: [],
        counterparty: moved.counterparty,
        memo: record.transaction?.memo ?? null,
      };
      byHash.set(record.transaction_hash, entry);
    }
    if (moved.out) add(entry.spent, moved.out.asset, moved.out.amount);
    if (moved.in) add(entry.received, moved.in.asset, moved.in.amount);
  }
  const entries = [...byHash.values()];
  for (const entry of entries) {
    entry.kind =
      entry.spent.length > 0 && entry.received.length > 0
        ? "Swap"
        : entry.spent.length > 0
          ? "Sent"
          : "Received";
  }
  return entries.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
}

/** Whether an entry moved `asset` in either direction. */
export function entryTouches(entry: THistoryEntry, asset: TAssetRef): boolean {
  return [...entry.spent, ...entry.received].some((line) => sameAsset(line.asset, asset));
}

/** '25.0000000 XLM' for one line; lines joined with ' + '. */
export function describeAmounts(lines: readonly TAssetAmount[]): string {
  return lines.map((line) => `${fromStroops(line.amount)} ${line.asset.code}`).join(" + ");
}

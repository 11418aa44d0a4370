import { StrKey, xdr } from "@stellar/stellar-sdk";
import type { Account } from "../engine/types";
import { decodeAccount } from "../util/keys";
import { encodeAccountChanges } from "./account-entry-xdr";
import type { AccountEntryWire, LedgerEntryChangeWire, SignerKeyWire } from "./wire";

export function signerKeyFromString(key: string): SignerKeyWire {
  if (key.startsWith("T")) return { type: 1, preAuthTx: StrKey.decodePreAuthTx(key) };
  if (key.startsWith("X")) return { type: 2, hashX: StrKey.decodeSha256Hash(key) };
  return { type: 0, ed25519: decodeAccount(key) };
}

export function accountEntryWire(a: Account): AccountEntryWire {
  const base: AccountEntryWire = {
    accountId: { type: 0, ed25519: decodeAccount(a.id) },
    balance: a.balance,
    seqNum: a.seqNum,
    numSubEntries: a.numSubEntries,
    inflationDest: a.inflationDest ? { type: 0, ed25519: decodeAccount(a.inflationDest) } : null,
    flags: a.flags,
    homeDomain: new xdr.XdrString(a.homeDomain),
    thresholds: Uint8Array.from([a.masterWeight, a.lowThreshold, a.medThreshold, a.highThreshold]),
    signers: a.signers.map((s) => ({ key: signerKeyFromString(s.key), weight: s.weight })),
    ext: { v: 0 },
  };
  if (a.buyingLiabilities === 0n && a.sellingLiabilities === 0n) return base;
  return {
    ...base,
    ext: {
      v: 1,
      v1: { liabilities: { buying: a.buyingLiabilities, selling: a.sellingLiabilities }, ext: { v: 0 } },
    },
  };
}

/** Encodes `LedgerEntryChanges` (a variable-length array of `LedgerEntryChange`). */
export function encodeChanges(changes: LedgerEntryChangeWire[]): string {
  const parts = changes.map((c) => xdr.LedgerEntryChange.schema.encode(c));
  const count = Buffer.alloc(4);
  count.writeUInt32BE(changes.length);
  return Buffer.concat([count, ...parts]).toString("base64");
}

/** fee_meta_xdr: the fee source account before and after the fee was taken. */
export function feeMetaXdr(before: Account, after: Account, lastModified: number): string {
  const direct = encodeAccountChanges([
    {
      type: 3,
      lastModifiedLedgerSeq: before.lastModifiedLedger,
      entry: accountEntryWire(before),
      homeDomain: before.homeDomain,
    },
    {
      type: 1,
      lastModifiedLedgerSeq: lastModified,
      entry: accountEntryWire(after),
      homeDomain: after.homeDomain,
    },
  ]);
  if (direct !== undefined) return direct;
  const entry = (a: Account, seq: number) => ({
    lastModifiedLedgerSeq: seq,
    data: { type: 0 as const, account: accountEntryWire(a) },
    ext: { v: 0 as const },
  });
  return encodeChanges([
    { type: 3, state: entry(before, before.lastModifiedLedger) },
    { type: 1, updated: entry(after, lastModified) },
  ]);
}

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
  const sponsorship = sponsorshipExtension(a);
  if (a.buyingLiabilities === 0n && a.sellingLiabilities === 0n && !sponsorship) return base;
  return {
    ...base,
    ext: {
      v: 1,
      v1: {
        liabilities: { buying: a.buyingLiabilities, selling: a.sellingLiabilities },
        ext: sponsorship ? { v: 2, v2: sponsorship } : { v: 0 },
      },
    },
  };
}

/** Core's `AccountEntryExtensionV2` (sponsorship counts and signer sponsors), for accounts that use sponsorship. */
function sponsorshipExtension(a: Account) {
  const numSponsored = a.numSponsored ?? 0;
  const numSponsoring = a.numSponsoring ?? 0;
  if (numSponsored === 0 && numSponsoring === 0 && !a.signers.some((s) => s.sponsor)) return undefined;
  const signerSponsoringIDs = a.signers.map((s) =>
    s.sponsor ? { type: 0 as const, ed25519: decodeAccount(s.sponsor) } : null,
  );
  return { numSponsored, numSponsoring, signerSponsoringIDs, ext: { v: 0 as const } };
}

/** A ledger entry's extension: v1 naming the sponsor of a sponsored entry. */
function entryExt(sponsor: string | undefined): xdr.LedgerEntryExtWire {
  if (!sponsor) return { v: 0 };
  return { v: 1, v1: { sponsoringId: { type: 0, ed25519: decodeAccount(sponsor) }, ext: { v: 0 } } };
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
  // The direct writer covers entries without a ledger-entry extension (a sponsored account carries one).
  const sponsored = before.sponsor !== undefined || after.sponsor !== undefined;
  const direct = sponsored
    ? undefined
    : encodeAccountChanges([
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
    ext: entryExt(a.sponsor),
  });
  return encodeChanges([
    { type: 3, state: entry(before, before.lastModifiedLedger) },
    { type: 1, updated: entry(after, lastModified) },
  ]);
}

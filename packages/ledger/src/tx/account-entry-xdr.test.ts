import { Keypair, StrKey } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import type { Account } from "../engine/types";
import { decodeAccount } from "../util/keys";
import { encodeAccountChanges } from "./account-entry-xdr";
import { accountEntryWire, encodeChanges, feeMetaXdr } from "./ledger-entries";

function account(overrides: Partial<Account> = {}): Account {
  return {
    id: Keypair.random().publicKey(),
    balance: 123_456_789n,
    seqNum: 42n << 32n,
    seqLedger: 0,
    seqTime: 0n,
    numSubEntries: 0,
    flags: 0,
    homeDomain: "",
    inflationDest: null,
    masterWeight: 1,
    lowThreshold: 0,
    medThreshold: 0,
    highThreshold: 0,
    signers: [],
    data: new Map(),
    trustlines: new Map(),
    buyingLiabilities: 0n,
    sellingLiabilities: 0n,
    lastModifiedLedger: 7,
    ...overrides,
  };
}

/** The generic codec's bytes for the same changes. */
function generic(before: Account, after: Account): string {
  const entry = (a: Account, seq: number) => ({
    lastModifiedLedgerSeq: seq,
    data: { type: 0 as const, account: accountEntryWire(a) },
    ext: { v: 0 as const },
  });
  return encodeChanges([
    { type: 3, state: entry(before, before.lastModifiedLedger) },
    { type: 1, updated: entry(after, 9) },
  ]);
}

const cases: [string, Partial<Account>][] = [
  ["a bare account", {}],
  ["negative sequence bits and a large balance", { seqNum: 2n ** 62n + 5n, balance: 10n ** 17n }],
  ["home domain of odd length (padding)", { homeDomain: "example.org" }],
  ["home domain of 32 bytes", { homeDomain: "a".repeat(32) }],
  [
    "inflation destination, flags and thresholds",
    {
      inflationDest: Keypair.random().publicKey(),
      flags: 11,
      masterWeight: 3,
      lowThreshold: 1,
      medThreshold: 2,
      highThreshold: 255,
    },
  ],
  [
    "every signer key kind it covers",
    {
      numSubEntries: 3,
      signers: [
        { key: Keypair.random().publicKey(), weight: 1 },
        { key: StrKey.encodePreAuthTx(Buffer.alloc(32, 3)), weight: 2 },
        { key: StrKey.encodeSha256Hash(Buffer.alloc(32, 9)), weight: 255 },
      ],
    },
  ],
  ["liabilities (extension v1)", { buyingLiabilities: 5n, sellingLiabilities: 70_000_000n }],
];

describe("encodeAccountChanges", () => {
  it.each(cases)("writes the generic codec's bytes: %s", (_, overrides) => {
    const before = account(overrides);
    const after = { ...before, balance: before.balance - 100n, lastModifiedLedger: 9 };
    const direct = encodeAccountChanges([
      {
        type: 3,
        lastModifiedLedgerSeq: before.lastModifiedLedger,
        entry: accountEntryWire(before),
        homeDomain: before.homeDomain,
      },
      { type: 1, lastModifiedLedgerSeq: 9, entry: accountEntryWire(after), homeDomain: after.homeDomain },
    ]);
    expect(direct).toBe(generic(before, after));
  });

  it("feeMetaXdr keeps the generic codec's bytes for a sponsored account (ledger-entry extension v1)", () => {
    const before = account({ sponsor: Keypair.random().publicKey() });
    const after = { ...before, balance: before.balance - 100n, lastModifiedLedger: 9 };
    const sponsorship = (a: Account, seq: number) => ({
      lastModifiedLedgerSeq: seq,
      data: { type: 0 as const, account: accountEntryWire(a) },
      ext: {
        v: 1 as const,
        v1: {
          sponsoringId: { type: 0 as const, ed25519: decodeAccount(a.sponsor ?? "") },
          ext: { v: 0 as const },
        },
      },
    });
    const expected = encodeChanges([
      { type: 3, state: sponsorship(before, before.lastModifiedLedger) },
      { type: 1, updated: sponsorship(after, 9) },
    ]);
    expect(feeMetaXdr(before, after, 9)).toBe(expected);
  });

  it("declines entries it does not cover (an extension beyond v1), for the generic codec to write", () => {
    const entry = accountEntryWire(account({ buyingLiabilities: 1n }));
    if (entry.ext.v !== 1) throw new Error("expected extension v1");
    const beyond = {
      ...entry,
      ext: { v: 1, v1: { ...entry.ext.v1, ext: { v: 2 } } },
    } as unknown as typeof entry;
    expect(
      encodeAccountChanges([{ type: 1, lastModifiedLedgerSeq: 1, entry: beyond, homeDomain: "" }]),
    ).toBeUndefined();
  });
});

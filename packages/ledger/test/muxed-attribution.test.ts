import {
  Account,
  Asset,
  Keypair,
  MuxedAccount,
  Operation,
  type Transaction,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccounts } from "./support/accounts";
import { getJson, type Json, records } from "./support/http";
import { type TestLedger, useLedger } from "./support/ledger";
import { dataFrames, openSse } from "./support/sse";
import { submitOk } from "./support/tx";

const ledger = useLedger();

/** The `M…` address of `key` with multiplexing id `id`. */
function muxedOf(key: Keypair, id: string): string {
  return new MuxedAccount(new Account(key.publicKey(), "0"), id).accountId();
}

/** A transaction whose source is the multiplexed `M…` address of `key` (or `key` itself without an id). */
async function muxedTx(t: TestLedger, key: Keypair, ops: xdr.Operation[], id?: string): Promise<Transaction> {
  const account = await t.server.loadAccount(key.publicKey());
  const base = new Account(key.publicKey(), account.sequence);
  const source = id === undefined ? base : new MuxedAccount(base, id);
  const builder = new TransactionBuilder(source, { fee: "100", networkPassphrase: t.passphrase });
  for (const op of ops) builder.addOperation(op);
  const tx = builder.setTimeout(0).build();
  tx.sign(key);
  return tx;
}

async function effectsOf(t: TestLedger, hash: string): Promise<Json[]> {
  return records((await getJson(t, `/transactions/${hash}/effects`)).body);
}

async function opsOf(t: TestLedger, hash: string): Promise<Json[]> {
  return records((await getJson(t, `/transactions/${hash}/operations`)).body);
}

describe("multiplexed accounts in history", () => {
  it("payments carry from_muxed/to_muxed, and their credit and debit effects account_muxed", async () => {
    const t = ledger();
    const [alice, bob] = await newAccounts(t, 2, "100");
    const from = muxedOf(alice, "7");
    const to = muxedOf(bob, "18446744073709551615");
    const pay = Operation.payment({ destination: to, asset: Asset.native(), amount: "3" });
    const { hash } = await submitOk(t, await muxedTx(t, alice, [pay], "7"));
    const tx = (await getJson(t, `/transactions/${hash}`)).body;
    expect(tx).toMatchObject({
      source_account: alice.publicKey(),
      account_muxed: from,
      account_muxed_id: "7",
      fee_account: alice.publicKey(),
      fee_account_muxed: from,
      fee_account_muxed_id: "7",
    });
    const [op] = await opsOf(t, hash);
    expect(op).toMatchObject({
      source_account: alice.publicKey(),
      source_account_muxed: from,
      source_account_muxed_id: "7",
      from: alice.publicKey(),
      from_muxed: from,
      from_muxed_id: "7",
      to: bob.publicKey(),
      to_muxed: to,
      to_muxed_id: "18446744073709551615",
    });
    const effects = await effectsOf(t, hash);
    expect(effects.find((e) => e.type === "account_credited")).toMatchObject({
      account: bob.publicKey(),
      account_muxed: to,
      account_muxed_id: "18446744073709551615",
    });
    expect(effects.find((e) => e.type === "account_debited")).toMatchObject({
      account: alice.publicKey(),
      account_muxed: from,
      account_muxed_id: "7",
    });
    // the same records in the other history routes and in streams
    const payments = records(
      (await getJson(t, `/accounts/${bob.publicKey()}/payments?order=desc&limit=1`)).body,
    );
    expect(payments[0]).toMatchObject({ to_muxed: to, from_muxed: from });
    const allEffects = records(
      (await getJson(t, `/accounts/${bob.publicKey()}/effects?order=desc&limit=1`)).body,
    );
    expect(allEffects[0]).toMatchObject({ type: "account_credited", account_muxed: to });
    const stream = await openSse(t, `/transactions/${hash}/effects`, { Accept: "text/event-stream" });
    try {
      const frames = await stream.waitFor((f) => dataFrames(f).length >= 2);
      const streamed = dataFrames(frames).map((f) => JSON.parse(f.data ?? "{}") as Json);
      expect(streamed.find((e) => e.type === "account_credited")).toMatchObject({ account_muxed: to });
    } finally {
      stream.close();
    }
  });

  it("plain G… accounts carry no *_muxed field", async () => {
    const t = ledger();
    const [alice, bob] = await newAccounts(t, 2, "100");
    const pay = Operation.payment({ destination: bob.publicKey(), asset: Asset.native(), amount: "1" });
    const { hash } = await submitOk(t, await muxedTx(t, alice, [pay]));
    const tx = (await getJson(t, `/transactions/${hash}`)).body;
    const [op] = await opsOf(t, hash);
    const effects = await effectsOf(t, hash);
    for (const record of [tx, op, ...effects]) {
      expect(Object.keys(record ?? {}).filter((k) => k.includes("muxed"))).toEqual([]);
    }
  });

  it("an operation source M… shows as funder_muxed of create_account and on its debit", async () => {
    const t = ledger();
    const [alice, bob] = await newAccounts(t, 2, "100");
    const funder = muxedOf(bob, "99");
    const target = Keypair.random();
    const op = Operation.createAccount({
      destination: target.publicKey(),
      startingBalance: "2",
      source: funder,
    });
    const tx = await muxedTx(t, alice, [op]);
    tx.sign(bob);
    const { hash } = await submitOk(t, tx);
    const [record] = await opsOf(t, hash);
    expect(record).toMatchObject({
      source_account: bob.publicKey(),
      source_account_muxed: funder,
      funder: bob.publicKey(),
      funder_muxed: funder,
      funder_muxed_id: "99",
    });
    const effects = await effectsOf(t, hash);
    expect(effects.find((e) => e.type === "account_debited")).toMatchObject({ account_muxed: funder });
    expect(effects.find((e) => e.type === "account_created")?.account_muxed).toBeUndefined();
  });

  it("path payments and account merges attribute both multiplexed ends", async () => {
    const t = ledger();
    const [alice, bob, carol] = await newAccounts(t, 3, "100");
    const from = muxedOf(alice, "1");
    const to = muxedOf(carol, "2");
    const send = Operation.pathPaymentStrictSend({
      sendAsset: Asset.native(),
      sendAmount: "4",
      destination: to,
      destAsset: Asset.native(),
      destMin: "4",
      path: [],
    });
    const paid = await submitOk(t, await muxedTx(t, alice, [send], "1"));
    const [pathOp] = await opsOf(t, paid.hash);
    expect(pathOp).toMatchObject({ from_muxed: from, from_muxed_id: "1", to_muxed: to, to_muxed_id: "2" });
    const pathEffects = await effectsOf(t, paid.hash);
    expect(pathEffects.find((e) => e.type === "account_credited")).toMatchObject({ account_muxed: to });
    expect(pathEffects.find((e) => e.type === "account_debited")).toMatchObject({ account_muxed: from });

    const leaving = muxedOf(bob, "5");
    const merged = await submitOk(
      t,
      await muxedTx(t, bob, [Operation.accountMerge({ destination: to })], "5"),
    );
    const [mergeOp] = await opsOf(t, merged.hash);
    expect(mergeOp).toMatchObject({
      account: bob.publicKey(),
      account_muxed: leaving,
      account_muxed_id: "5",
      into: carol.publicKey(),
      into_muxed: to,
      into_muxed_id: "2",
    });
    const mergeEffects = await effectsOf(t, merged.hash);
    expect(mergeEffects.find((e) => e.type === "account_credited")).toMatchObject({
      account: carol.publicKey(),
      account_muxed: to,
    });
    for (const type of ["account_debited", "account_removed"]) {
      expect(mergeEffects.find((e) => e.type === type)).toMatchObject({ account_muxed: leaving });
    }
  });
});

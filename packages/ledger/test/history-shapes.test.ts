import { Asset, AuthRequiredFlag, Keypair, Memo, Operation, xdr } from "@stellar/stellar-sdk";
import { beforeAll, describe, expect, it } from "vitest";
import { newAccount, newAccounts, sequenceOf } from "./support/accounts";
import { expectShape, getJson, type Json, RFC3339_SECONDS, records } from "./support/http";
import { useLedger } from "./support/ledger";
import {
  CREATE_ACCOUNT_OPERATION,
  EFFECT_LINKS,
  NATIVE_CREDIT_EFFECT,
  NATIVE_PAYMENT_OPERATION,
  OPERATION_LINKS,
  TRANSACTION,
  TRANSACTION_LINKS,
} from "./support/shapes";
import { buildTx, run, runFail, submitOk, txHash } from "./support/tx";

const ledger = useLedger();
const toid = (ledgerSeq: number, txIndex: number, opIndex: number) =>
  ((BigInt(ledgerSeq) << 32n) | (BigInt(txIndex) << 12n) | BigInt(opIndex)).toString();
const b64 = (text: string) => Buffer.from(text).toString("base64");

/** One transaction exercising the classic operations, shared by the tests below. */
interface Fixture {
  a: Keypair;
  b: Keypair;
  c: Keypair;
  asset: Asset;
  hash: string;
  ledgerSeq: number;
  envelope: string;
  timebounds: { minTime: number; maxTime: number };
}
let fx: Fixture;

beforeAll(async () => {
  const t = ledger();
  const [a, c, issuer] = [await newAccount(t, "100"), await newAccount(t, "3"), await newAccount(t, "10")];
  const b = Keypair.random();
  const asset = new Asset("USD", issuer.publicKey());
  const now = Math.floor(Date.now() / 1000);
  const timebounds = { minTime: now - 10, maxTime: now + 600 };
  const tx = await buildTx(
    t,
    a,
    [
      Operation.createAccount({ destination: b.publicKey(), startingBalance: "5" }),
      Operation.payment({ destination: b.publicKey(), asset: Asset.native(), amount: "1.5" }),
      Operation.changeTrust({ asset }),
      Operation.setOptions({ homeDomain: "ops.example" }),
      Operation.manageData({ name: "k", value: "v" }),
      Operation.bumpSequence({ bumpTo: "0" }),
      Operation.accountMerge({ source: c.publicKey(), destination: a.publicKey() }),
    ],
    { signers: [a, c], memo: Memo.text("hi"), timebounds },
  );
  const response = await submitOk(t, tx);
  fx = { a, b, c, asset, hash: txHash(tx), ledgerSeq: response.ledger, envelope: tx.toXDR(), timebounds };
});

describe("transaction resource", () => {
  it("has every field with int64 strings, the memo, time bounds and a TOID paging token", async () => {
    const t = ledger();
    const { body } = await getJson(t, `/transactions/${fx.hash}`);
    expectShape(body, TRANSACTION);
    const closedAt = (await getJson(t, `/ledgers/${fx.ledgerSeq}`)).body.closed_at;
    expect(body).toMatchObject({
      id: fx.hash,
      hash: fx.hash,
      paging_token: toid(fx.ledgerSeq, 1, 0),
      successful: true,
      ledger: fx.ledgerSeq,
      created_at: closedAt,
      source_account: fx.a.publicKey(),
      fee_account: fx.a.publicKey(),
      fee_charged: "700",
      max_fee: "700",
      operation_count: 7,
      envelope_xdr: fx.envelope,
      memo_type: "text",
      memo: "hi",
      memo_bytes: b64("hi"),
      preconditions: {
        timebounds: { min_time: String(fx.timebounds.minTime), max_time: String(fx.timebounds.maxTime) },
      },
    });
    expect(body.created_at).toMatch(RFC3339_SECONDS);
    expect(body.source_account_sequence).toMatch(/^\d+$/);
    expect(body.signatures).toHaveLength(2);
    for (const signature of body.signatures as string[])
      expect(Buffer.from(signature, "base64")).toHaveLength(64);
    expectShape(body._links, TRANSACTION_LINKS);
    const links = body._links as Record<string, { href: string; templated?: boolean }>;
    const pt = toid(fx.ledgerSeq, 1, 0);
    expect(links.self?.href).toBe(`${t.url}/transactions/${fx.hash}`);
    expect(links.account?.href).toBe(`${t.url}/accounts/${fx.a.publicKey()}`);
    expect(links.ledger?.href).toBe(`${t.url}/ledgers/${fx.ledgerSeq}`);
    expect(links.operations).toEqual({
      href: `${t.url}/transactions/${fx.hash}/operations{?cursor,limit,order}`,
      templated: true,
    });
    expect(links.succeeds?.href).toBe(`${t.url}/transactions?order=desc&cursor=${pt}`);
    expect(links.precedes?.href).toBe(`${t.url}/transactions?order=asc&cursor=${pt}`);
  });

  it("carries decodable result, fee meta and result meta XDR", async () => {
    const t = ledger();
    const { body } = await getJson(t, `/transactions/${fx.hash}`);
    const result = xdr.TransactionResult.fromXdr(body.result_xdr as string, "base64");
    expect(result.feeCharged).toBe(700n);
    expect(result.result.type).toBe("txSuccess");
    const feeChanges = xdr.decodeArray(xdr.LedgerEntryChange, body.fee_meta_xdr as string, "base64");
    expect(feeChanges.map((c) => c.type)).toEqual(["ledgerEntryState", "ledgerEntryUpdated"]);
    if (typeof body.result_meta_xdr === "string")
      expect(xdr.TransactionMeta.validateXdr(body.result_meta_xdr, "base64")).toBe(true);
  });

  it("is listed by /transactions, /ledgers/:seq/transactions and /accounts/:id/transactions", async () => {
    const t = ledger();
    const byLedger = await getJson(t, `/ledgers/${fx.ledgerSeq}/transactions`);
    expect(records(byLedger.body).map((r) => r.hash)).toEqual([fx.hash]);
    const latest = await t.server.transactions().order("desc").limit(200).call();
    expect(latest.records.map((r) => r.hash)).toContain(fx.hash);
    for (const account of [fx.a, fx.b, fx.c]) {
      const page = await t.server
        .transactions()
        .forAccount(account.publicKey())
        .order("desc")
        .limit(1)
        .call();
      expect(page.records.map((r) => r.hash)).toEqual([fx.hash]);
    }
  });

  it("lists failed transactions only with include_failed=true", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    await runFail(t, source, [
      Operation.payment({ destination: Keypair.random().publicKey(), asset: Asset.native(), amount: "1" }),
    ]);
    const plain = await t.server.transactions().forAccount(source.publicKey()).call();
    expect(plain.records.map((r) => r.successful)).toEqual([true]);
    const all = await getJson(t, `/accounts/${source.publicKey()}/transactions?include_failed=true`);
    expect(records(all.body).map((r) => r.successful)).toEqual([true, false]);
    const failedHash = records(all.body)[1]?.hash;
    const effects = await getJson(t, `/transactions/${failedHash}/effects`);
    expect(records(effects.body)).toEqual([]);
    const ops = await getJson(
      t,
      `/accounts/${source.publicKey()}/operations?include_failed=true&order=desc&limit=1`,
    );
    expect(records(ops.body)[0]).toMatchObject({ type: "payment", transaction_successful: false });
    const okOps = await getJson(t, `/accounts/${source.publicKey()}/operations`);
    expect(records(okOps.body).map((r) => r.type)).toEqual(["create_account"]);
  });
});

describe("operation resources", () => {
  it("carry type, type_i, TOID ids and the per-type fields", async () => {
    const t = ledger();
    const { body } = await getJson(t, `/transactions/${fx.hash}/operations?limit=20`);
    const ops = records(body);
    expect(ops.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => toid(fx.ledgerSeq, 1, i)));
    for (const op of ops) {
      expect(op).toMatchObject({
        paging_token: op.id,
        transaction_successful: true,
        transaction_hash: fx.hash,
      });
      expect(op.created_at).toMatch(RFC3339_SECONDS);
      expectShape(op._links, OPERATION_LINKS);
    }
    const [a, b, c] = [fx.a.publicKey(), fx.b.publicKey(), fx.c.publicKey()];
    expect(ops[0]).toMatchObject({
      type: "create_account",
      type_i: 0,
      source_account: a,
      starting_balance: "5.0000000",
      funder: a,
      account: b,
    });
    expectShape(ops[0], CREATE_ACCOUNT_OPERATION);
    expectShape(ops[1], NATIVE_PAYMENT_OPERATION);
    expect(ops[1]).toMatchObject({
      type: "payment",
      type_i: 1,
      asset_type: "native",
      from: a,
      to: b,
      amount: "1.5000000",
    });
    expect(ops[2]).toMatchObject({
      type: "change_trust",
      type_i: 6,
      asset_type: "credit_alphanum4",
      asset_code: "USD",
      asset_issuer: fx.asset.getIssuer(),
      limit: "922337203685.4775807",
      trustor: a,
      trustee: fx.asset.getIssuer(),
    });
    expect(ops[3]).toMatchObject({ type: "set_options", type_i: 5, home_domain: "ops.example" });
    expect(ops[4]).toMatchObject({ type: "manage_data", type_i: 10, name: "k", value: b64("v") });
    expect(ops[5]).toMatchObject({ type: "bump_sequence", type_i: 11, bump_to: "0" });
    expect(ops[6]).toMatchObject({
      type: "account_merge",
      type_i: 8,
      source_account: c,
      account: c,
      into: a,
    });
    const single = await t.server
      .operations()
      .operation(toid(fx.ledgerSeq, 1, 2))
      .call();
    expect(single.type).toBe("payment");
  });

  it("payments endpoints list only create_account, payment and account_merge", async () => {
    const t = ledger();
    const forB = await t.server.payments().forAccount(fx.b.publicKey()).call();
    expect(forB.records.map((r) => r.type)).toEqual(["create_account", "payment"]);
    const forA = await getJson(t, `/accounts/${fx.a.publicKey()}/payments?order=desc&limit=3`);
    expect(records(forA.body).map((r) => r.type)).toEqual(["account_merge", "payment", "create_account"]);
    const forTx = await getJson(t, `/transactions/${fx.hash}/payments`);
    expect(records(forTx.body).map((r) => r.id)).toEqual([1, 2, 7].map((i) => toid(fx.ledgerSeq, 1, i)));
    const forLedger = await getJson(t, `/ledgers/${fx.ledgerSeq}/payments`);
    expect(records(forLedger.body).map((r) => r.id)).toEqual([1, 2, 7].map((i) => toid(fx.ledgerSeq, 1, i)));
  });

  it("lists an account's operations as source or participant, and embeds transactions with join", async () => {
    const t = ledger();
    const forB = await t.server.operations().forAccount(fx.b.publicKey()).call();
    expect(forB.records.map((r) => r.id)).toEqual([1, 2].map((i) => toid(fx.ledgerSeq, 1, i)));
    const forC = await getJson(t, `/accounts/${fx.c.publicKey()}/operations?order=desc&limit=1`);
    expect(records(forC.body).map((r) => r.type)).toEqual(["account_merge"]);
    const joined = await t.server.payments().forAccount(fx.b.publicKey()).join("transactions").call();
    const first = joined.records[0] as unknown as { transaction_attr?: Json };
    expect(first.transaction_attr).toMatchObject({ hash: fx.hash, memo: "hi" });
  });
});

describe("effect resources", () => {
  const summary = (effects: Json[]) => effects.map((e) => [e.type, e.type_i, e.account]);

  it("are emitted in core order with padded ids and op-based paging tokens", async () => {
    const t = ledger();
    const [a, b] = [fx.a.publicKey(), fx.b.publicKey()];
    const opId = toid(fx.ledgerSeq, 1, 1);
    const { body } = await getJson(t, `/operations/${opId}/effects`);
    const effects = records(body);
    expect(summary(effects)).toEqual([
      ["account_created", 0, b],
      ["account_debited", 3, a],
      ["signer_created", 10, b],
    ]);
    expect(effects[0]).toMatchObject({
      id: `${opId.padStart(19, "0")}-0000000001`,
      paging_token: `${opId}-1`,
      starting_balance: "5.0000000",
    });
    expect(effects[1]).toMatchObject({ asset_type: "native", amount: "5.0000000" });
    expect(effects[2]).toMatchObject({ weight: 1, public_key: b });
    for (const effect of effects) {
      expect(effect.created_at).toMatch(RFC3339_SECONDS);
      expectShape(effect._links, EFFECT_LINKS);
      const links = effect._links as Record<string, { href: string }>;
      expect(links.operation?.href).toBe(`${t.url}/operations/${opId}`);
      expect(links.succeeds?.href).toBe(`${t.url}/effects?order=desc&cursor=${effect.paging_token}`);
      expect(links.precedes?.href).toBe(`${t.url}/effects?order=asc&cursor=${effect.paging_token}`);
    }
  });

  it("are listed per transaction, per ledger and per account", async () => {
    const t = ledger();
    const [a, b, c] = [fx.a.publicKey(), fx.b.publicKey(), fx.c.publicKey()];
    const expected = [
      ["account_created", 0, b],
      ["account_debited", 3, a],
      ["signer_created", 10, b],
      ["account_credited", 2, b],
      ["account_debited", 3, a],
      ["trustline_created", 20, a],
      ["account_home_domain_updated", 5, a],
      ["data_created", 40, a],
      ["account_debited", 3, c],
      ["account_credited", 2, a],
      ["account_removed", 1, c],
    ];
    const byTx = await getJson(t, `/transactions/${fx.hash}/effects?limit=50`);
    expect(summary(records(byTx.body))).toEqual(expected);
    const byLedger = await getJson(t, `/ledgers/${fx.ledgerSeq}/effects?limit=50`);
    expect(summary(records(byLedger.body))).toEqual(expected);
    const byAccount = await t.server.effects().forAccount(b).call();
    expect(byAccount.records.map((e) => e.type)).toEqual([
      "account_created",
      "signer_created",
      "account_credited",
    ]);
    const effects = records(byTx.body);
    expectShape(effects[3], NATIVE_CREDIT_EFFECT);
    expect(effects[3]).toMatchObject({ amount: "1.5000000", asset_type: "native" });
    expect(effects[5]).toMatchObject({
      asset_type: "credit_alphanum4",
      asset_code: "USD",
      limit: "922337203685.4775807",
    });
    expect(effects[6]).toMatchObject({ home_domain: "ops.example" });
    expect(effects[7]).toMatchObject({ name: "k", value: b64("v") });
    expect(effects[8]).toMatchObject({ amount: "3.0000000" });
    expect(effects[9]).toMatchObject({ amount: "3.0000000" });
  });
});

describe("effects of updates and removals", () => {
  it("report trustline, data, signer, threshold, sequence and flag changes", async () => {
    const t = ledger();
    const [account, issuer] = await newAccounts(t, 2, "100");
    const asset = new Asset("EFX", issuer.publicKey());
    const signer = Keypair.random().publicKey();
    await run(t, account, [
      Operation.changeTrust({ asset }),
      Operation.manageData({ name: "k", value: "v" }),
      Operation.setOptions({ signer: { ed25519PublicKey: signer, weight: 1 } }),
    ]);
    const newSeq = (await sequenceOf(t, account)) + 100n;
    const updates = await run(t, account, [
      Operation.changeTrust({ asset, limit: "50" }),
      Operation.manageData({ name: "k", value: "w" }),
      Operation.setOptions({ signer: { ed25519PublicKey: signer, weight: 2 } }),
      Operation.setOptions({ lowThreshold: 1 }),
      Operation.bumpSequence({ bumpTo: newSeq.toString() }),
    ]);
    const updated = records((await getJson(t, `/transactions/${updates.hash}/effects?limit=20`)).body);
    expect(updated.map((e) => [e.type, e.type_i])).toEqual([
      ["trustline_updated", 22],
      ["data_updated", 42],
      ["signer_updated", 12],
      ["account_thresholds_updated", 4],
      ["sequence_bumped", 43],
    ]);
    expect(updated[0]).toMatchObject({
      asset_code: "EFX",
      asset_issuer: issuer.publicKey(),
      limit: "50.0000000",
    });
    expect(updated[1]).toMatchObject({ name: "k", value: b64("w") });
    expect(updated[2]).toMatchObject({ public_key: signer, weight: 2 });
    expect(updated[3]).toMatchObject({ low_threshold: 1 });
    expect(updated[4]).toMatchObject({ new_seq: newSeq.toString() });
    const removals = await run(t, account, [
      Operation.changeTrust({ asset, limit: "0" }),
      Operation.manageData({ name: "k", value: null }),
      Operation.setOptions({ signer: { ed25519PublicKey: signer, weight: 0 } }),
      Operation.setOptions({ setFlags: AuthRequiredFlag }),
    ]);
    const removed = records((await getJson(t, `/transactions/${removals.hash}/effects?limit=20`)).body);
    expect(removed.map((e) => [e.type, e.type_i])).toEqual([
      ["trustline_removed", 21],
      ["data_removed", 41],
      ["signer_removed", 11],
      ["account_flags_updated", 6],
    ]);
    expect(removed[0]).toMatchObject({ asset_code: "EFX", limit: "0.0000000" });
    expect(removed[1]).toMatchObject({ name: "k" });
    expect(removed[2]).toMatchObject({ public_key: signer });
    expect(removed[3]).toMatchObject({ auth_required_flag: true });
  });

  it("account_thresholds_updated always renders the three thresholds, 0 when not set by the operation", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const response = await run(t, account, [Operation.setOptions({ medThreshold: 3 })]);
    const [effect] = records((await getJson(t, `/transactions/${response.hash}/effects`)).body);
    expect(effect).toMatchObject({
      type: "account_thresholds_updated",
      low_threshold: 0,
      med_threshold: 3,
      high_threshold: 0,
    });
  });
});

describe("memos and missing records", () => {
  it("renders id memos as decimal strings and omits memo for none", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const bump = Operation.bumpSequence({ bumpTo: "0" });
    const withId = await run(t, account, [bump], { memo: Memo.id("18446744073709551615") });
    const plain = await run(t, account, [bump]);
    const idTx = (await getJson(t, `/transactions/${withId.hash}`)).body;
    expect(idTx).toMatchObject({ memo_type: "id", memo: "18446744073709551615" });
    const plainTx = (await getJson(t, `/transactions/${plain.hash}`)).body;
    expect(plainTx.memo_type).toBe("none");
    expect("memo" in plainTx).toBe(false);
  });

  it("answers 404 for unknown transactions, operations and ledgers", async () => {
    const t = ledger();
    for (const path of [`/transactions/${"ab".repeat(32)}`, "/operations/12345", "/ledgers/999999"]) {
      const { status, body } = await getJson(t, path);
      expect({ path, status, type: body.type }).toEqual({
        path,
        status: 404,
        type: "https://stellar.org/horizon-errors/not_found",
      });
    }
  });
});

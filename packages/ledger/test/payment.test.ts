import { Asset, AuthRequiredFlag, AuthRevocableFlag, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import {
  assetBalance,
  issueAsset,
  nativeBalance,
  newAccount,
  newAccounts,
  snapshot,
} from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, decodeResult, XLM } from "./support/result";
import { buildTx, run, runFail, submitFail, tamper } from "./support/tx";

const ledger = useLedger();
const pay = (destination: Keypair, asset: Asset, amount: string) =>
  Operation.payment({ destination: destination.publicKey(), asset, amount });

describe("native payments", () => {
  it("move the exact amount and charge the fee", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    const response = await run(t, from, [pay(to, Asset.native(), "12.0000001")]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["paymentSuccess"]);
    expect(await nativeBalance(t, from)).toBe(100n * XLM - 120_000_001n - BASE_FEE);
    expect(await nativeBalance(t, to)).toBe(100n * XLM + 120_000_001n);
  });

  it("to oneself only costs the fee", async () => {
    const t = ledger();
    const from = await newAccount(t, "100");
    await run(t, from, [pay(from, Asset.native(), "50")]);
    expect(await nativeBalance(t, from)).toBe(100n * XLM - BASE_FEE);
  });

  it("op_no_destination for an account that does not exist", async () => {
    const t = ledger();
    const from = await newAccount(t, "100");
    expect(await runFail(t, from, [pay(Keypair.random(), Asset.native(), "5")])).toEqual(
      failedWith("op_no_destination"),
    );
    expect(await nativeBalance(t, from)).toBe(100n * XLM - BASE_FEE);
  });

  it("op_underfunded when the amount would dip into the reserve", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "10");
    expect(await runFail(t, from, [pay(to, Asset.native(), "9")])).toEqual(failedWith("op_underfunded"));
    await run(t, from, [pay(to, Asset.native(), "8.9999800")]);
    expect(await nativeBalance(t, from)).toBe(XLM);
  });

  it("keep (2 + subentries) × 0.5 XLM: op_underfunded one stroop above the spendable amount", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "10");
    await run(t, from, [
      Operation.manageData({ name: "a", value: "1" }),
      Operation.manageData({ name: "b", value: "2" }),
    ]);
    expect(await runFail(t, from, [pay(to, Asset.native(), "7.9999701")])).toEqual(
      failedWith("op_underfunded"),
    );
    await run(t, from, [pay(to, Asset.native(), "7.9999600")]);
    expect(await nativeBalance(t, from)).toBe(2n * XLM);
  });

  it("op_malformed for a zero or negative amount, rejected without fee", async () => {
    const t = ledger();
    const [from, to] = await newAccounts(t, 2, "100");
    const before = await snapshot(t, from);
    for (const stroops of ["0", "-10000000"]) {
      const tx = tamper(await buildTx(t, from, [pay(to, Asset.native(), "1")]), (envelope) => {
        const [op] = envelope.tx.tx.operations as { body: { payment: { amount: string } } }[];
        if (op) op.body.payment.amount = stroops;
      });
      tx.sign(from);
      expect(await submitFail(t, tx)).toEqual(failedWith("op_malformed"));
    }
    expect(await snapshot(t, from)).toEqual(before);
  });
});

describe("credit payments", () => {
  it("issuer mints and holders burn without the issuer holding a trustline", async () => {
    const t = ledger();
    const holder = await newAccount(t, "100");
    const { issuer, asset } = await issueAsset(t, "USD", [holder], "250");
    expect(await assetBalance(t, holder, asset)).toBe(250n * XLM);
    await run(t, holder, [pay(issuer, asset, "100.5")]);
    expect(await assetBalance(t, holder, asset)).toBe(1_495_000_000n);
    const issuerRecord = await t.server.loadAccount(issuer.publicKey());
    expect(issuerRecord.balances.map((b) => b.asset_type)).toEqual(["native"]);
    expect(issuerRecord.subentry_count).toBe(0);
  });

  it("move between holders to the stroop", async () => {
    const t = ledger();
    const [a, b] = await newAccounts(t, 2, "100");
    const { asset } = await issueAsset(t, "EUR", [a, b], "10");
    await run(t, a, [pay(b, asset, "0.0000001")]);
    expect(await assetBalance(t, a, asset)).toBe(10n * XLM - 1n);
    expect(await assetBalance(t, b, asset)).toBe(10n * XLM + 1n);
    expect(await nativeBalance(t, a)).toBe(100n * XLM - 2n * BASE_FEE);
  });

  it("op_no_trust when the destination has no trustline", async () => {
    const t = ledger();
    const [a, stranger] = await newAccounts(t, 2, "100");
    const { issuer, asset } = await issueAsset(t, "USD", [a], "10");
    expect(await runFail(t, a, [pay(stranger, asset, "1")])).toEqual(failedWith("op_no_trust"));
    expect(await runFail(t, issuer, [pay(stranger, asset, "1")])).toEqual(failedWith("op_no_trust"));
  });

  it("op_src_no_trust when the source has no trustline", async () => {
    const t = ledger();
    const [a, stranger] = await newAccounts(t, 2, "100");
    const { asset } = await issueAsset(t, "USD", [a]);
    expect(await runFail(t, stranger, [pay(a, asset, "1")])).toEqual(failedWith("op_src_no_trust"));
  });

  it("op_line_full above the destination's limit", async () => {
    const t = ledger();
    const holder = await newAccount(t, "100");
    const { issuer, asset } = await issueAsset(t, "USD");
    await run(t, holder, [Operation.changeTrust({ asset, limit: "10" })]);
    await run(t, issuer, [pay(holder, asset, "10")]);
    expect(await runFail(t, issuer, [pay(holder, asset, "0.0000001")])).toEqual(failedWith("op_line_full"));
    expect(await assetBalance(t, holder, asset)).toBe(10n * XLM);
  });

  it("op_underfunded above the source's credit balance", async () => {
    const t = ledger();
    const [a, b] = await newAccounts(t, 2, "100");
    const { asset } = await issueAsset(t, "USD", [a, b], "5");
    expect(await runFail(t, a, [pay(b, asset, "5.0000001")])).toEqual(failedWith("op_underfunded"));
    expect(await assetBalance(t, a, asset)).toBe(5n * XLM);
  });

  it("op_not_authorized and op_src_not_authorized with auth-required / revocable issuers", async () => {
    const t = ledger();
    const [a, b] = await newAccounts(t, 2, "100");
    const issuer = await newAccount(t, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: AuthRequiredFlag | AuthRevocableFlag })]);
    const asset = new Asset("AUTH", issuer.publicKey());
    await run(t, a, [Operation.changeTrust({ asset })]);
    await run(t, b, [Operation.changeTrust({ asset })]);
    expect(await runFail(t, issuer, [pay(a, asset, "1")])).toEqual(failedWith("op_not_authorized"));
    const allow = (trustor: Keypair, authorize: boolean) =>
      Operation.allowTrust({ trustor: trustor.publicKey(), assetCode: "AUTH", authorize });
    await run(t, issuer, [allow(a, true), allow(b, true), pay(a, asset, "3")]);
    await run(t, a, [pay(b, asset, "1")]);
    await run(t, issuer, [allow(a, false)]);
    expect(await runFail(t, a, [pay(b, asset, "1")])).toEqual(failedWith("op_src_not_authorized"));
    await run(t, issuer, [allow(b, false)]);
    await run(t, issuer, [allow(a, true)]);
    expect(await runFail(t, a, [pay(b, asset, "1")])).toEqual(failedWith("op_not_authorized"));
    expect(await assetBalance(t, a, asset)).toBe(2n * XLM);
    expect(await assetBalance(t, b, asset)).toBe(1n * XLM);
  });
});

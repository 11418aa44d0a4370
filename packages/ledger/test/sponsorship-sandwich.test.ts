import { Asset, Keypair, Operation, xdr } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { nativeBalance, newAccount, newAccounts, snapshot } from "./support/accounts";
import { feeBump, submitBump } from "./support/fee-bump";
import { expectShape, getJson } from "./support/http";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, XLM } from "./support/result";
import { ACCOUNT } from "./support/shapes";
import {
  counts,
  operationsOf,
  runSponsored,
  sandwich,
  spendable,
  sponsorshipEffects,
} from "./support/sponsorship";
import { buildTx, run, runFail } from "./support/tx";

const ledger = useLedger();
const begin = (sponsor: Keypair, sponsored: Keypair) =>
  Operation.beginSponsoringFutureReserves({
    sponsoredId: sponsored.publicKey(),
    source: sponsor.publicKey(),
  });
const end = (sponsored: Keypair) => Operation.endSponsoringFutureReserves({ source: sponsored.publicKey() });

describe("sponsorship sandwiches (begin / end sponsoring future reserves)", () => {
  it("sponsored account creation: 0 XLM starting balance, the sponsor carries both base reserves", async () => {
    const t = ledger();
    const sponsor = await newAccount(t, "100");
    const created = Keypair.random();
    const { hash } = await runSponsored(t, sponsor, created, [
      Operation.createAccount({ destination: created.publicKey(), startingBalance: "0" }),
    ]);
    expect(await counts(t, created)).toEqual({
      num_sponsoring: 0,
      num_sponsored: 2,
      sponsor: sponsor.publicKey(),
      subentry_count: 0,
    });
    expect(await counts(t, sponsor)).toEqual({ num_sponsoring: 2, num_sponsored: 0, subentry_count: 0 });
    expect(await nativeBalance(t, created)).toBe(0n);
    const record = (await getJson(t, `/accounts/${created.publicKey()}`)).body;
    // (the shape lists home_domain as required: Horizon omits it while empty, as here)
    expectShape(record, { ...ACCOUNT, required: ACCOUNT.required.filter((k) => k !== "home_domain") });
    expect(Object.keys(record).slice(-4)).toEqual([
      "num_sponsoring",
      "num_sponsored",
      "sponsor",
      "paging_token",
    ]);
    // 100 XLM − 3 op fees − (2 own + 2 sponsored) × 0.5 XLM
    const left = 100n * XLM - 3n * BASE_FEE;
    expect(await spendable(t, sponsor)).toBe(left - 2n * XLM);
    const tooMuch = Operation.payment({
      destination: created.publicKey(),
      asset: Asset.native(),
      amount: "98",
    });
    expect(await runFail(t, sponsor, [tooMuch])).toMatchObject(failedWith("op_underfunded"));
    expect(await sponsorshipEffects(t, hash)).toEqual([
      { account: created.publicKey(), type: "account_sponsorship_created", sponsor: sponsor.publicKey() },
    ]);
    const ops = await operationsOf(t, hash);
    expect(ops.map((o) => o.type)).toEqual([
      "begin_sponsoring_future_reserves",
      "create_account",
      "end_sponsoring_future_reserves",
    ]);
    expect(ops[0]).toMatchObject({ source_account: sponsor.publicKey(), sponsored_id: created.publicKey() });
    // Horizon's operation `sponsor`: the sponsor of an entry the operation created
    expect(ops[1]).toMatchObject({ account: created.publicKey(), sponsor: sponsor.publicKey() });
    expect(ops[0]).not.toHaveProperty("sponsor");
    expect(ops[2]).not.toHaveProperty("sponsor");
    expect(ops[2]).toMatchObject({ source_account: created.publicKey(), begin_sponsor: sponsor.publicKey() });
  });

  it("fee meta XDR carries the sponsor of the fee payer's entry and its sponsorship counts", async () => {
    const t = ledger();
    const sponsor = await newAccount(t, "100");
    const created = Keypair.random();
    await runSponsored(t, sponsor, created, [
      Operation.createAccount({ destination: created.publicKey(), startingBalance: "5" }),
    ]);
    const feeEntry = async (payer: Keypair) => {
      const paid = await run(t, payer, [Operation.bumpSequence({ bumpTo: "0" })]);
      const record = (await getJson(t, `/transactions/${paid.hash}`)).body;
      const [, after] = xdr.decodeArray(xdr.LedgerEntryChange, String(record.fee_meta_xdr), "base64");
      return JSON.stringify(after?.toJson());
    };
    const createdEntry = await feeEntry(created);
    expect(createdEntry).toContain(sponsor.publicKey());
    expect(createdEntry).toMatch(/"num_sponsored":2/);
    expect(await feeEntry(sponsor)).toMatch(/"num_sponsoring":2/);
  });

  it("without a sponsor a new account still needs 1 XLM (op_low_reserve)", async () => {
    const t = ledger();
    const funder = await newAccount(t, "10");
    const zero = Operation.createAccount({ destination: Keypair.random().publicKey(), startingBalance: "0" });
    expect(await runFail(t, funder, [zero])).toMatchObject(failedWith("op_low_reserve"));
  });

  it("op_low_reserve when the sponsor cannot carry the new account's reserves; nothing is created", async () => {
    const t = ledger();
    const sponsor = await newAccount(t, "1.9");
    const created = Keypair.random();
    const ops = sandwich(sponsor, created, [
      Operation.createAccount({ destination: created.publicKey(), startingBalance: "0" }),
    ]);
    const codes = await runFail(t, sponsor, ops, { signers: [sponsor, created] });
    expect(codes).toMatchObject({ transaction: "tx_failed" });
    // the end operation's source was never created
    expect(codes.operations).toEqual(["op_success", "op_low_reserve", "op_no_source_account"]);
    expect((await t.server.accounts().sponsor(sponsor.publicKey()).call()).records).toEqual([]);
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
  });

  it("op_malformed when an account sponsors itself (rejected before any fee)", async () => {
    const t = ledger();
    const account = await newAccount(t, "10");
    const before = await snapshot(t, account);
    const codes = await runFail(t, account, [begin(account, account), end(account)]);
    expect(codes).toMatchObject({ transaction: "tx_failed" });
    expect(codes.operations?.[0]).toBe("op_malformed");
    expect(await snapshot(t, account)).toEqual(before);
  });

  it("op_already_sponsored when a second sponsor begins for an account already sponsored", async () => {
    const t = ledger();
    const [a, b, c] = await newAccounts(t, 3, "10");
    const codes = await runFail(t, a, [begin(a, c), begin(b, c), end(c)], { signers: [a, b, c] });
    expect(codes.operations).toEqual(["op_success", "op_already_sponsored", "op_success"]);
  });

  it("op_recursive when a sponsored account sponsors, or a sponsor gets sponsored", async () => {
    const t = ledger();
    const [a, b, c] = await newAccounts(t, 3, "10");
    const sponsoredSponsors = await runFail(t, a, [begin(a, b), begin(b, c), end(c), end(b)], {
      signers: [a, b, c],
    });
    expect(sponsoredSponsors.operations).toEqual([
      "op_success",
      "op_recursive",
      "op_not_sponsored",
      "op_success",
    ]);
    const sponsorSponsored = await runFail(t, a, [begin(a, b), begin(c, a), end(a), end(b)], {
      signers: [a, b, c],
    });
    expect(sponsorSponsored.operations).toEqual([
      "op_success",
      "op_recursive",
      "op_not_sponsored",
      "op_success",
    ]);
  });

  it("op_not_sponsored when ending a sandwich that was never begun", async () => {
    const t = ledger();
    const account = await newAccount(t, "10");
    expect(await runFail(t, account, [end(account)])).toMatchObject(failedWith("op_not_sponsored"));
  });

  it("tx_bad_sponsorship when a sandwich is left open: fee charged, sequence used, nothing applied", async () => {
    const t = ledger();
    const [sponsor, other] = await newAccounts(t, 2, "10");
    const before = await snapshot(t, sponsor);
    const codes = await runFail(
      t,
      sponsor,
      [begin(sponsor, other), Operation.manageData({ name: "open", value: "x", source: other.publicKey() })],
      { signers: [sponsor, other] },
    );
    expect(codes).toEqual({ status: 400, transaction: "tx_bad_sponsorship" });
    const after = await snapshot(t, sponsor);
    expect(after).toEqual({ balance: before.balance - 2n * BASE_FEE, sequence: before.sequence + 1n });
    expect(await counts(t, other)).toMatchObject({ subentry_count: 0, num_sponsored: 0 });
  });

  it("tx_bad_sponsorship inside a fee-bump: tx_fee_bump_inner_failed carrying it", async () => {
    const t = ledger();
    const [sponsor, other, payer] = await newAccounts(t, 3, "10");
    const inner = await buildTx(t, sponsor, [begin(sponsor, other)]);
    const outcome = await submitBump(t, feeBump(t, inner, payer));
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      codes: { transaction: "tx_fee_bump_inner_failed", inner_transaction: "tx_bad_sponsorship" },
    });
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 0 });
  });

  it("a sandwich may be closed and reopened for another account in the same transaction", async () => {
    const t = ledger();
    const [sponsor, first, second] = await newAccounts(t, 3, "10");
    const data = (who: Keypair) => Operation.manageData({ name: "k", value: "v", source: who.publicKey() });
    await run(
      t,
      sponsor,
      [...sandwich(sponsor, first, [data(first)]), ...sandwich(sponsor, second, [data(second)])],
      {
        signers: [sponsor, first, second],
      },
    );
    expect(await counts(t, sponsor)).toMatchObject({ num_sponsoring: 2 });
    expect(await counts(t, first)).toMatchObject({ num_sponsored: 1, subentry_count: 1 });
    expect(await counts(t, second)).toMatchObject({ num_sponsored: 1, subentry_count: 1 });
  });
});

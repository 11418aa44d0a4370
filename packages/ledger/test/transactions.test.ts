import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { latestLedger, nativeBalance, newAccount, newAccounts, snapshot } from "./support/accounts";
import { useLedger } from "./support/ledger";
import { BASE_FEE, decodeResult, XLM } from "./support/result";
import { buildTx, run, submit, submitFail, submitOk, tamper, txHash } from "./support/tx";

const ledger = useLedger();
const now = () => Math.floor(Date.now() / 1000);
const pay = (destination: Keypair, amount: string) =>
  Operation.payment({ destination: destination.publicKey(), asset: Asset.native(), amount });

describe("applied transactions", () => {
  it("succeed with 200, a decodable result_xdr, and charge ops × base fee", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const response = await run(t, source, [pay(dest, "1"), pay(dest, "2"), pay(dest, "3")], { fee: 250 });
    expect(response.successful).toBe(true);
    const result = decodeResult(response.result_xdr);
    expect(result.code).toBe("txSuccess");
    expect(result.feeCharged).toBe(300n);
    expect(result.operations).toEqual(["paymentSuccess", "paymentSuccess", "paymentSuccess"]);
    expect(await nativeBalance(t, source)).toBe(100n * XLM - 6n * XLM - 300n);
    expect(await nativeBalance(t, dest)).toBe(106n * XLM);
    const record = await t.server.transactions().transaction(response.hash).call();
    expect(record.fee_charged).toBe("300");
    expect(record.max_fee).toBe("750");
    expect(record.result_xdr).toBe(response.result_xdr);
  });

  it("charge the fee and consume the sequence when an operation fails, rolling back every operation", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const before = await snapshot(t, source);
    const missing = Keypair.random();
    const tx = await buildTx(t, source, [pay(missing, "1"), pay(dest, "5"), pay(dest, "500")]);
    const outcome = await submit(t, tx);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.status).toBe(400);
    expect(outcome.codes).toEqual({
      transaction: "tx_failed",
      operations: ["op_no_destination", "op_success", "op_underfunded"],
    });
    expect(outcome.result?.code).toBe("txFailed");
    expect(outcome.result?.operations).toEqual([
      "paymentNoDestination",
      "paymentSuccess",
      "paymentUnderfunded",
    ]);
    expect(outcome.result?.feeCharged).toBe(300n);
    const after = await snapshot(t, source);
    expect(after.balance).toBe(before.balance - 300n);
    expect(after.sequence).toBe(before.sequence + 1n);
    expect(await nativeBalance(t, dest)).toBe(100n * XLM);
    const record = await t.server.transactions().transaction(txHash(tx)).call();
    expect(record.successful).toBe(false);
    expect(record.fee_charged).toBe("300");
  });

  it("return the stored result when an identical envelope is resubmitted, applying nothing", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const tx = await buildTx(t, source, [pay(dest, "7")]);
    const first = await submitOk(t, tx);
    const second = await submitOk(t, tx);
    expect(second.hash).toBe(first.hash);
    expect(second.ledger).toBe(first.ledger);
    expect(second.result_xdr).toBe(first.result_xdr);
    expect(await nativeBalance(t, dest)).toBe(107n * XLM);
    expect(await nativeBalance(t, source)).toBe(93n * XLM - BASE_FEE);
  });

  it("return the stored failure when a transaction that failed in a ledger is resubmitted", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const tx = await buildTx(t, source, [pay(dest, "1000")]);
    const first = await submitFail(t, tx);
    const balance = await nativeBalance(t, source);
    const second = await submitFail(t, tx);
    expect(second).toEqual(first);
    expect(second).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_underfunded"] });
    expect(await nativeBalance(t, source)).toBe(balance);
  });
});

describe("POST /transactions", () => {
  it("answers 400 transaction_malformed for an undecodable envelope", async () => {
    const t = ledger();
    const response = await fetch(`${t.url}/transactions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `tx=${encodeURIComponent("AAAAnotxdr")}`,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toMatchObject({
      type: "https://stellar.org/horizon-errors/transaction_malformed",
      status: 400,
      extras: { envelope_xdr: "AAAAnotxdr" },
    });
  });

  it("accepts the form body the SDK sends and answers with the transaction resource", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const tx = await buildTx(t, source, [pay(t.root, "1")]);
    const response = await fetch(`${t.url}/transactions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `tx=${encodeURIComponent(tx.toXDR())}`,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      hash: txHash(tx),
      successful: true,
      envelope_xdr: tx.toXDR(),
    });
  });
});

describe("rejected transactions", () => {
  /** Submits, expects a tx-level rejection with `code`, and proves no fee and no sequence were taken. */
  async function expectRejected(source: Keypair, build: () => ReturnType<typeof buildTx>, code: string) {
    const t = ledger();
    const before = await snapshot(t, source);
    const failure = await submitFail(t, await build());
    expect(failure.status).toBe(400);
    expect(failure.transaction).toBe(code);
    expect(failure.operations).toBeUndefined();
    expect(await snapshot(t, source)).toEqual(before);
  }

  it("tx_bad_seq for a sequence that is not account sequence + 1", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const sequence = (await snapshot(t, source)).sequence;
    await expectRejected(
      source,
      () => buildTx(t, source, [pay(t.root, "1")], { sequence: sequence + 2n }),
      "tx_bad_seq",
    );
    await expectRejected(source, () => buildTx(t, source, [pay(t.root, "1")], { sequence }), "tx_bad_seq");
  });

  it("tx_bad_seq for seq == ledgerSeq << 32 of the ledger that would contain it", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const latest = await latestLedger(t);
    const target = BigInt(latest + 2) << 32n;
    const bump = await run(t, source, [Operation.bumpSequence({ bumpTo: (target - 1n).toString() })]);
    expect(bump.ledger).toBe(latest + 1);
    await expectRejected(
      source,
      () => buildTx(t, source, [pay(t.root, "1")], { sequence: target }),
      "tx_bad_seq",
    );
  });

  it("tx_too_early and tx_too_late against the time bounds", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const early = { minTime: now() + 3600, maxTime: 0 };
    const late = { minTime: 0, maxTime: now() - 3600 };
    await expectRejected(
      source,
      () => buildTx(t, source, [pay(t.root, "1")], { timebounds: early }),
      "tx_too_early",
    );
    await expectRejected(
      source,
      () => buildTx(t, source, [pay(t.root, "1")], { timebounds: late }),
      "tx_too_late",
    );
    await run(t, source, [pay(t.root, "1")], { timebounds: { minTime: now() - 60, maxTime: now() + 60 } });
  });

  it("tx_insufficient_fee below ops × 100 stroops", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    await expectRejected(
      source,
      () => buildTx(t, source, [pay(t.root, "1"), pay(t.root, "1")], { fee: 99 }),
      "tx_insufficient_fee",
    );
  });

  it("tx_no_source_account for an unknown source", async () => {
    const t = ledger();
    const ghost = Keypair.random();
    const failure = await submitFail(t, await buildTx(t, ghost, [pay(t.root, "1")], { sequence: 1n }));
    expect(failure).toEqual({ status: 400, transaction: "tx_no_source_account" });
  });

  it("tx_missing_operation without operations", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    await expectRejected(source, () => buildTx(t, source, []), "tx_missing_operation");
  });

  it("tx_insufficient_balance when the fee would dip into the reserve", async () => {
    const t = ledger();
    const source = await newAccount(t, "1");
    await expectRejected(
      source,
      () => buildTx(t, source, [Operation.bumpSequence({ bumpTo: "0" })]),
      "tx_insufficient_balance",
    );
  });

  it("op_malformed is rejected at submission: tx_failed with codes, but no fee and no sequence", async () => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const before = await snapshot(t, source);
    const valid = await buildTx(t, source, [pay(t.root, "1"), pay(t.root, "1")]);
    const malformed = tamper(valid, (envelope) => {
      const operations = envelope.tx.tx.operations as { body: { payment: { amount: string } } }[];
      if (operations[1]) operations[1].body.payment.amount = "0";
    });
    malformed.sign(source);
    const failure = await submitFail(t, malformed);
    expect(failure).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_success", "op_malformed"],
    });
    expect(await snapshot(t, source)).toEqual(before);
  });

  it.each([
    ["too late beats bad seq and low fee", { late: true, badSeq: true, lowFee: true }, "tx_too_late"],
    ["low fee beats bad seq", { late: false, badSeq: true, lowFee: true }, "tx_insufficient_fee"],
    ["bad seq beats bad auth", { late: false, badSeq: true, lowFee: false }, "tx_bad_seq"],
  ])("checks in core's order: %s", async (_name, flags, code) => {
    const t = ledger();
    const source = await newAccount(t, "100");
    const sequence = (await snapshot(t, source)).sequence + (flags.badSeq ? 5n : 1n);
    await expectRejected(
      source,
      () =>
        buildTx(t, source, [pay(t.root, "1")], {
          sequence,
          fee: flags.lowFee ? 10 : 100,
          signers: [Keypair.random()],
          ...(flags.late ? { timebounds: { minTime: 0, maxTime: now() - 3600 } } : {}),
        }),
      code,
    );
  });
});

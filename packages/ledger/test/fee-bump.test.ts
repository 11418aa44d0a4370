import { Account, Asset, Keypair, MuxedAccount, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { nativeBalance, newAccount, newAccounts, sequenceOf } from "./support/accounts";
import { feeBump, innerResult, submitBump } from "./support/fee-bump";
import { getJson, type Json, records } from "./support/http";
import { startTestLedger, type TestLedger, useLedger } from "./support/ledger";
import { XLM } from "./support/result";
import { dataFrames, openSse } from "./support/sse";
import { buildTx, txHash } from "./support/tx";

const ledger = useLedger();
const pay = (destination: Keypair, amount: string) =>
  Operation.payment({ destination: destination.publicKey(), asset: Asset.native(), amount });
/** A decorated signature's bytes in base64 (the SDK wraps them in an XDR `Signature`). */
const sigOf = (decorated: unknown) =>
  Buffer.from((decorated as { signature: { value: Uint8Array } }).signature.value).toString("base64");

describe("fee-bump transactions that apply", () => {
  it("charge (inner ops + 1) × base fee to the fee source, never to the inner source", async () => {
    const t = ledger();
    const [source, dest, payer] = await newAccounts(t, 3, "100");
    const inner = await buildTx(t, source, [pay(dest, "5")]);
    const seq = await sequenceOf(t, source);
    const bump = feeBump(t, inner, payer, { baseFee: 300 });
    const outcome = await submitBump(t, bump);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(outcome.response.successful).toBe(true);
    const result = innerResult(outcome.response.result_xdr);
    // protocol 22: the inner result still shows what the inner transaction would have paid (0 from protocol 25)
    expect(result).toMatchObject({
      outer: "txFeeBumpInnerSuccess",
      feeCharged: 200n,
      code: "txSuccess",
      innerFeeCharged: 100n,
    });
    expect(result.hash).toBe(txHash(inner));
    expect(result.operations).toEqual(["paymentSuccess"]);
    expect(await nativeBalance(t, payer)).toBe(100n * XLM - 200n);
    expect(await nativeBalance(t, source)).toBe(95n * XLM);
    expect(await nativeBalance(t, dest)).toBe(105n * XLM);
    expect(await sequenceOf(t, source)).toBe(seq + 1n);
  });

  it("are recorded with fee_bump_transaction and inner_transaction, and found by either hash", async () => {
    const t = ledger();
    const [source, dest, payer] = await newAccounts(t, 3, "100");
    const inner = await buildTx(t, source, [pay(dest, "1"), pay(dest, "2")], { fee: 150 });
    const bump = feeBump(t, inner, payer, { baseFee: 200 });
    const outcome = await submitBump(t, bump);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const outerHash = Buffer.from(bump.hash()).toString("hex");
    const innerHash = txHash(inner);
    const outerSigs = bump.signatures.map(sigOf);
    const innerSigs = inner.signatures.map(sigOf);
    const byOuter = await getJson(t, `/transactions/${outerHash}`);
    expect(byOuter.status).toBe(200);
    expect(byOuter.body).toMatchObject({
      id: outerHash,
      hash: outerHash,
      successful: true,
      source_account: source.publicKey(),
      fee_account: payer.publicKey(),
      fee_charged: "300",
      max_fee: "600",
      operation_count: 2,
      signatures: outerSigs,
      fee_bump_transaction: { hash: outerHash, signatures: outerSigs },
      inner_transaction: { hash: innerHash, signatures: innerSigs, max_fee: "300" },
    });
    const byInner = await getJson(t, `/transactions/${innerHash}`);
    expect(byInner.status).toBe(200);
    expect(byInner.body).toMatchObject({
      id: innerHash,
      hash: innerHash,
      signatures: innerSigs,
      fee_bump_transaction: { hash: outerHash, signatures: outerSigs },
      inner_transaction: { hash: innerHash, signatures: innerSigs, max_fee: "300" },
    });
    expect((byInner.body._links as { self: { href: string } }).self.href).toContain(innerHash);
    const sdkRecord = await t.server.transactions().transaction(innerHash).call();
    expect(sdkRecord.fee_account).toBe(payer.publicKey());
    const ops = records((await getJson(t, `/transactions/${innerHash}/operations`)).body);
    expect(ops.map((o) => o.type)).toEqual(["payment", "payment"]);
    // the fee source takes part in the transaction (after the one that created it)
    const payerTxs = records((await getJson(t, `/accounts/${payer.publicKey()}/transactions`)).body);
    expect(payerTxs.map((r: Json) => r.hash).slice(1)).toEqual([outerHash]);
    const stream = await openSse(t, `/accounts/${payer.publicKey()}/transactions`, {
      Accept: "text/event-stream",
    });
    try {
      const frames = dataFrames(await stream.waitFor((f) => dataFrames(f).length >= 2));
      const streamed = JSON.parse(frames[1]?.data ?? "{}") as Json;
      expect(streamed).toMatchObject({
        hash: outerHash,
        fee_account: payer.publicKey(),
        fee_bump_transaction: { hash: outerHash },
        inner_transaction: { hash: innerHash, max_fee: "300" },
      });
    } finally {
      stream.close();
    }
  });

  it("charge the fee source and consume the inner sequence when an inner operation fails", async () => {
    const t = ledger();
    const [source, dest, payer] = await newAccounts(t, 3, "100");
    const inner = await buildTx(t, source, [pay(dest, "1"), pay(dest, "500")]);
    const seq = await sequenceOf(t, source);
    const outcome = await submitBump(t, feeBump(t, inner, payer));
    if (outcome.ok) throw new Error("inner failure succeeded");
    expect(outcome.status).toBe(400);
    expect(outcome.codes).toEqual({
      transaction: "tx_fee_bump_inner_failed",
      inner_transaction: "tx_failed",
      operations: ["op_success", "op_underfunded"],
    });
    const result = innerResult(outcome.resultXdr ?? "");
    expect(result).toMatchObject({
      outer: "txFeeBumpInnerFailed",
      feeCharged: 300n,
      code: "txFailed",
      innerFeeCharged: 200n,
    });
    expect(result.operations).toEqual(["paymentSuccess", "paymentUnderfunded"]);
    expect(await nativeBalance(t, payer)).toBe(100n * XLM - 300n);
    expect(await nativeBalance(t, source)).toBe(100n * XLM);
    expect(await sequenceOf(t, source)).toBe(seq + 1n);
    const record = await getJson(t, `/transactions/${txHash(inner)}`);
    expect(record.body).toMatchObject({ successful: false, fee_charged: "300" });
  });

  it("let an account bump its own transaction, paying the outer fee once", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "100");
    const seq = await sequenceOf(t, source);
    const inner = await buildTx(t, source, [pay(dest, "1")]);
    const outcome = await submitBump(t, feeBump(t, inner, source, { baseFee: 500 }));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    expect(await nativeBalance(t, source)).toBe(99n * XLM - 200n);
    expect(await sequenceOf(t, source)).toBe(seq + 1n);
  });

  it("show a multiplexed fee source as fee_account_muxed", async () => {
    const t = ledger();
    const [source, dest, payer] = await newAccounts(t, 3, "100");
    const muxed = new MuxedAccount(new Account(payer.publicKey(), "0"), "42").accountId();
    const inner = await buildTx(t, source, [pay(dest, "1")]);
    const outcome = await submitBump(t, feeBump(t, inner, payer, { feeSourceAddress: muxed }));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome));
    const record = await getJson(t, `/transactions/${outcome.response.hash}`);
    expect(record.body).toMatchObject({
      fee_account: payer.publicKey(),
      fee_account_muxed: muxed,
      fee_account_muxed_id: "42",
    });
    expect(record.body.account_muxed).toBeUndefined();
    expect(await nativeBalance(t, payer)).toBe(100n * XLM - 200n);
  });
});

describe("fee-bump transactions that are refused (nothing charged)", () => {
  async function refused(setup: (t: ReturnType<typeof ledger>) => Promise<Parameters<typeof submitBump>[1]>) {
    const t = ledger();
    const bump = await setup(t);
    const payer = bump.feeSource;
    const before = await nativeBalance(t, payer).catch(() => undefined);
    const outcome = await submitBump(t, bump);
    if (outcome.ok) throw new Error("refused fee-bump succeeded");
    expect(outcome.status).toBe(400);
    if (before !== undefined) expect(await nativeBalance(t, payer)).toBe(before);
    return outcome;
  }

  it("tx_insufficient_fee below (inner ops + 1) × base fee", async () => {
    const outcome = await refused(async (t) => {
      const [source, dest, payer] = await newAccounts(t, 3, "100");
      return feeBump(t, await buildTx(t, source, [pay(dest, "1")]), payer, { fee: 199n });
    });
    expect(outcome.codes).toEqual({ transaction: "tx_insufficient_fee" });
  });

  it("tx_insufficient_fee below the inner transaction's fee rate", async () => {
    const outcome = await refused(async (t) => {
      const [source, dest, payer] = await newAccounts(t, 3, "100");
      // inner bids 1000 per operation; 1500 for two "operations" is 750 each
      const inner = await buildTx(t, source, [pay(dest, "1")], { fee: 1000 });
      return feeBump(t, inner, payer, { baseFee: 1000, fee: 1500n });
    });
    expect(outcome.codes).toEqual({ transaction: "tx_insufficient_fee" });
  });

  it("tx_no_source_account for a fee source that does not exist", async () => {
    const outcome = await refused(async (t) => {
      const [source, dest] = await newAccounts(t, 2, "100");
      return feeBump(t, await buildTx(t, source, [pay(dest, "1")]), Keypair.random());
    });
    expect(outcome.codes).toEqual({ transaction: "tx_no_source_account" });
  });

  it("tx_bad_auth when the fee source did not sign", async () => {
    const outcome = await refused(async (t) => {
      const [source, dest, payer] = await newAccounts(t, 3, "100");
      return feeBump(t, await buildTx(t, source, [pay(dest, "1")]), payer, { signers: [source] });
    });
    expect(outcome.codes).toEqual({ transaction: "tx_bad_auth" });
  });

  it("tx_bad_auth_extra for an unused outer signature", async () => {
    const outcome = await refused(async (t) => {
      const [source, dest, payer] = await newAccounts(t, 3, "100");
      return feeBump(t, await buildTx(t, source, [pay(dest, "1")]), payer, { signers: [payer, dest] });
    });
    expect(outcome.codes).toEqual({ transaction: "tx_bad_auth_extra" });
  });

  it("tx_insufficient_balance when the fee source cannot pay the outer fee", async () => {
    const outcome = await refused(async (t) => {
      const [source, dest] = await newAccounts(t, 2, "100");
      const payer = await newAccount(t, "1");
      return feeBump(t, await buildTx(t, source, [pay(dest, "1")]), payer);
    });
    expect(outcome.codes).toEqual({ transaction: "tx_insufficient_balance" });
  });

  it("tx_fee_bump_inner_failed with the inner result pair for an invalid inner transaction", async () => {
    let inner: Awaited<ReturnType<typeof buildTx>> | undefined;
    let source: Keypair | undefined;
    const outcome = await refused(async (t) => {
      const [s, dest, payer] = await newAccounts(t, 3, "100");
      source = s;
      inner = await buildTx(t, s, [pay(dest, "1")], { sequence: (await sequenceOf(t, s)) + 5n });
      return feeBump(t, inner, payer);
    });
    expect(outcome.codes).toEqual({
      transaction: "tx_fee_bump_inner_failed",
      inner_transaction: "tx_bad_seq",
    });
    const result = innerResult(outcome.resultXdr ?? "");
    // a refused inner transaction is charged nothing in the pair
    expect(result).toMatchObject({
      outer: "txFeeBumpInnerFailed",
      feeCharged: 200n,
      code: "txBadSeq",
      innerFeeCharged: 0n,
    });
    expect(result.hash).toBe(inner ? txHash(inner) : "");
    expect(source).toBeDefined();
  });

  it("tx_fee_bump_inner_failed (tx_bad_auth) when the inner source did not sign", async () => {
    const outcome = await refused(async (t) => {
      const [source, dest, payer] = await newAccounts(t, 3, "100");
      return feeBump(t, await buildTx(t, source, [pay(dest, "1")], { signers: [payer] }), payer);
    });
    expect(outcome.codes).toEqual({
      transaction: "tx_fee_bump_inner_failed",
      inner_transaction: "tx_bad_auth",
    });
  });
});

describe("fee-bumps across a restart", () => {
  it("keep their record under both hashes and the fee source's charge", async () => {
    const first = await startTestLedger();
    let second: TestLedger | undefined;
    try {
      const [source, dest, payer] = await newAccounts(first, 3, "100");
      const inner = await buildTx(first, source, [pay(dest, "1")]);
      const bump = feeBump(first, inner, payer);
      const outcome = await submitBump(first, bump);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
      const before = (await getJson(first, `/transactions/${txHash(inner)}`)).body;
      await first.stop();
      second = await startTestLedger({ dataDir: first.dataDir });
      const after = await getJson(second, `/transactions/${txHash(inner)}`);
      expect(after.status).toBe(200);
      expect({ ...after.body, _links: undefined }).toEqual({ ...before, _links: undefined });
      expect(await nativeBalance(second, payer)).toBe(100n * XLM - 200n);
      // the envelope cannot be applied twice
      const again = await submitBump(second, bump);
      expect(again.ok && again.response.hash).toBe(outcome.response.hash);
    } finally {
      await second?.stop();
      await first.dispose();
    }
  });
});

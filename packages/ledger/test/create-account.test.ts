import { Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { nativeBalance, newAccount, snapshot } from "./support/accounts";
import { useLedger } from "./support/ledger";
import { BASE_FEE, decodeResult, XLM } from "./support/result";
import { buildTx, run, runFail, submitFail, tamper } from "./support/tx";

const ledger = useLedger();
const create = (destination: Keypair, startingBalance: string) =>
  Operation.createAccount({ destination: destination.publicKey(), startingBalance });

describe("createAccount", () => {
  it("creates an account with the exact balance, seq = ledger << 32, master weight 1 and zero thresholds", async () => {
    const t = ledger();
    const [funder, fresh] = [await newAccount(t, "100"), Keypair.random()];
    const response = await run(t, funder, [create(fresh, "12.3456789")]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["createAccountSuccess"]);
    const record = await t.server.loadAccount(fresh.publicKey());
    expect(record.sequence).toBe((BigInt(response.ledger) << 32n).toString());
    expect(record.balances).toEqual([
      {
        balance: "12.3456789",
        buying_liabilities: "0.0000000",
        selling_liabilities: "0.0000000",
        asset_type: "native",
      },
    ]);
    expect(record.thresholds).toEqual({ low_threshold: 0, med_threshold: 0, high_threshold: 0 });
    expect(record.signers).toEqual([{ weight: 1, key: fresh.publicKey(), type: "ed25519_public_key" }]);
    expect(record.subentry_count).toBe(0);
    expect(await nativeBalance(t, funder)).toBe(100n * XLM - 123456789n - BASE_FEE);
  });

  it("accepts exactly the minimum balance of 2 base reserves (1 XLM)", async () => {
    const t = ledger();
    const fresh = Keypair.random();
    await run(t, t.root, [create(fresh, "1")]);
    expect(await nativeBalance(t, fresh)).toBe(XLM);
  });

  it("op_low_reserve below 1 XLM, charging the fee and consuming the sequence", async () => {
    const t = ledger();
    const funder = await newAccount(t, "100");
    const before = await snapshot(t, funder);
    for (const startingBalance of ["0.9999999", "0"]) {
      const failure = await runFail(t, funder, [create(Keypair.random(), startingBalance)]);
      expect(failure).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_low_reserve"] });
    }
    expect(await snapshot(t, funder)).toEqual({
      balance: before.balance - 2n * BASE_FEE,
      sequence: before.sequence + 2n,
    });
  });

  it("op_underfunded when the funder cannot keep its own reserve", async () => {
    const t = ledger();
    const funder = await newAccount(t, "10");
    const fresh = Keypair.random();
    const failure = await runFail(t, funder, [create(fresh, "9.5")]);
    expect(failure).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_underfunded"] });
    expect(await nativeBalance(t, funder)).toBe(10n * XLM - BASE_FEE);
    await expect(t.server.loadAccount(fresh.publicKey())).rejects.toMatchObject({
      response: { status: 404 },
    });
    await run(t, funder, [create(fresh, "8.9999800")]);
    expect(await nativeBalance(t, funder)).toBe(XLM);
  });

  it("op_already_exists for an existing destination", async () => {
    const t = ledger();
    const [funder, existing] = [await newAccount(t, "100"), await newAccount(t, "5")];
    const failure = await runFail(t, funder, [create(existing, "2")]);
    expect(failure).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_already_exists"] });
    expect(await nativeBalance(t, existing)).toBe(5n * XLM);
  });

  it("op_malformed for the source itself or a negative balance, rejected without fee", async () => {
    const t = ledger();
    const funder = await newAccount(t, "100");
    const before = await snapshot(t, funder);
    const self = await runFail(t, funder, [create(funder, "2")]);
    expect(self).toEqual({ status: 400, transaction: "tx_failed", operations: ["op_malformed"] });
    const negative = tamper(await buildTx(t, funder, [create(Keypair.random(), "2")]), (envelope) => {
      const [op] = envelope.tx.tx.operations as { body: { create_account: { starting_balance: string } } }[];
      if (op) op.body.create_account.starting_balance = "-20000000";
    });
    negative.sign(funder);
    expect(await submitFail(t, negative)).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_malformed"],
    });
    expect(await snapshot(t, funder)).toEqual(before);
  });
});

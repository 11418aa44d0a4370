import {
  Account,
  Asset,
  Keypair,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { STANDALONE_PASSPHRASE } from "../constants";
import { RootState } from "../engine/ledger-view";
import { newAccount } from "../engine/operations/create-account";
import { applyTransaction } from "./apply";
import { decodeEnvelope } from "./decode";
import { resultCodes } from "./results";
import { validateTransaction } from "./validate";

const LEDGER = 5;
const env = (state: RootState) => ({
  state,
  ledgerSeq: LEDGER,
  closeTime: 1_000n,
  baseFee: 100,
  baseReserve: 5_000_000n,
});

function world() {
  const state = new RootState();
  const alice = Keypair.random();
  const bob = Keypair.random();
  state.accounts.set(alice.publicKey(), { ...newAccount(alice.publicKey(), 100_000_000n, 2), seqNum: 10n });
  state.accounts.set(bob.publicKey(), newAccount(bob.publicKey(), 100_000_000n, 2));
  return { state, alice, bob };
}

function build(
  source: Keypair,
  seq: bigint,
  ops: xdr.Operation[],
  signers: Keypair[],
  passphrase = STANDALONE_PASSPHRASE,
) {
  const builder = new TransactionBuilder(new Account(source.publicKey(), (seq - 1n).toString()), {
    fee: "100",
    networkPassphrase: passphrase,
  }).setTimeout(TimeoutInfinite);
  for (const op of ops) builder.addOperation(op);
  const tx = builder.build();
  for (const s of signers) tx.sign(s);
  return decodeEnvelope(tx.toXdr(), STANDALONE_PASSPHRASE);
}

const pay = (to: Keypair, amount: string) =>
  Operation.payment({ destination: to.publicKey(), asset: Asset.native(), amount });

describe("validation", () => {
  it("accepts a correctly signed payment", () => {
    const { state, alice, bob } = world();
    expect(validateTransaction(build(alice, 11n, [pay(bob, "1")], [alice]), env(state))).toEqual({
      ok: true,
    });
  });

  it("rejects in core's order with Horizon's codes", () => {
    const { state, alice, bob } = world();
    const codes = (tx: ReturnType<typeof build>) => {
      const v = validateTransaction(tx, env(state));
      return v.ok ? "ok" : resultCodes(v.result).transaction;
    };
    expect(codes(build(alice, 12n, [pay(bob, "1")], [alice]))).toBe("tx_bad_seq");
    expect(codes(build(alice, 11n, [pay(bob, "1")], [bob]))).toBe("tx_bad_auth");
    expect(codes(build(alice, 11n, [pay(bob, "1")], [alice], "Other network"))).toBe("tx_bad_auth");
    expect(codes(build(alice, 11n, [pay(bob, "1")], [alice, bob]))).toBe("tx_bad_auth_extra");
    expect(codes(build(Keypair.random(), 1n, [pay(bob, "1")], []))).toBe("tx_no_source_account");
    const account = state.getAccount(alice.publicKey());
    if (account) account.seqNum = (BigInt(LEDGER) << 32n) - 1n;
    expect(codes(build(alice, BigInt(LEDGER) << 32n, [pay(bob, "1")], [alice]))).toBe("tx_bad_seq");
  });

  it("reports op codes for a rejected transaction with a malformed operation", () => {
    const { state, alice, bob } = world();
    const v = validateTransaction(
      build(
        alice,
        11n,
        [
          pay(bob, "1"),
          pay(alice, "1"),
          Operation.createAccount({ destination: alice.publicKey(), startingBalance: "5" }),
        ],
        [alice],
      ),
      env(state),
    );
    expect(v.ok ? undefined : resultCodes(v.result)).toEqual({
      transaction: "tx_failed",
      operations: ["op_success", "op_success", "op_malformed"],
    });
  });

  it("needs the high threshold for a merge", () => {
    const { state, alice, bob } = world();
    const account = state.getAccount(alice.publicKey());
    if (account) account.highThreshold = 2;
    const v = validateTransaction(
      build(alice, 11n, [Operation.accountMerge({ destination: bob.publicKey() })], [alice]),
      env(state),
    );
    expect(v.ok ? undefined : resultCodes(v.result)).toEqual({
      transaction: "tx_failed",
      operations: ["op_bad_auth"],
    });
  });
});

describe("application", () => {
  it("charges the fee and consumes the sequence even when an operation fails, rolling back the others", () => {
    const { state, alice, bob } = world();
    const tx = build(alice, 11n, [pay(bob, "1"), pay(Keypair.random(), "1")], [alice]);
    const applied = applyTransaction(tx, state, env(state));
    expect(applied.success).toBe(false);
    expect(applied.feeCharged).toBe(200n);
    expect(state.getAccount(alice.publicKey())?.balance).toBe(100_000_000n - 200n);
    expect(state.getAccount(alice.publicKey())?.seqNum).toBe(11n);
    expect(state.getAccount(bob.publicKey())?.balance).toBe(100_000_000n);
    const result = xdr.TransactionResult.schema.decode(Buffer.from(applied.resultXdr, "base64"));
    expect(resultCodes(result)).toEqual({
      transaction: "tx_failed",
      operations: ["op_success", "op_no_destination"],
    });
  });

  it("applies every operation on success and emits effects in Horizon's order", () => {
    const { state, alice, bob } = world();
    const applied = applyTransaction(build(alice, 11n, [pay(bob, "2.5")], [alice]), state, env(state));
    expect(applied.success).toBe(true);
    expect(state.getAccount(bob.publicKey())?.balance).toBe(125_000_000n);
    expect(applied.effects[0]?.map((e) => e.type)).toEqual(["account_credited", "account_debited"]);
    const result = xdr.TransactionResult.schema.decode(Buffer.from(applied.resultXdr, "base64"));
    expect(result.feeCharged).toBe(100n);
    expect(result.result.code).toBe(0);
  });
});

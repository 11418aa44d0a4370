import { AuthImmutableFlag, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import {
  issueAsset,
  latestLedger,
  nativeBalance,
  newAccount,
  newAccounts,
  snapshot,
} from "./support/accounts";
import { failedWith, useLedger } from "./support/ledger";
import { BASE_FEE, decodeResult, XLM } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const mergeInto = (destination: Keypair) => Operation.accountMerge({ destination: destination.publicKey() });

describe("accountMerge", () => {
  it("moves the whole native balance, removes the source and reports the moved amount", async () => {
    const t = ledger();
    const [source, dest] = [await newAccount(t, "25.5"), await newAccount(t, "100")];
    const response = await run(t, source, [mergeInto(dest)]);
    const moved = 255_000_000n - BASE_FEE;
    expect(decodeResult(response.result_xdr).raw.toJson()).toEqual({
      fee_charged: "100",
      result: { tx_success: [{ op_inner: { account_merge: { success: moved.toString() } } }] },
      ext: "v0",
    });
    expect(await nativeBalance(t, dest)).toBe(100n * XLM + moved);
    await expect(t.server.loadAccount(source.publicKey())).rejects.toMatchObject({
      response: { status: 404 },
    });
  });

  it("is allowed with extra signers (they are removed with the account)", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "10");
    await run(t, source, [
      Operation.setOptions({ signer: { ed25519PublicKey: Keypair.random().publicKey(), weight: 1 } }),
    ]);
    await run(t, source, [mergeInto(dest)]);
    expect(await nativeBalance(t, dest)).toBe(20n * XLM - 2n * BASE_FEE);
  });

  it("op_has_sub_entries with a trustline or a data entry", async () => {
    const t = ledger();
    const [holder, writer, dest] = await newAccounts(t, 3, "10");
    await issueAsset(t, "USD", [holder]);
    await run(t, writer, [Operation.manageData({ name: "k", value: "v" })]);
    expect(await runFail(t, holder, [mergeInto(dest)])).toEqual(failedWith("op_has_sub_entries"));
    expect(await runFail(t, writer, [mergeInto(dest)])).toEqual(failedWith("op_has_sub_entries"));
    expect(await nativeBalance(t, dest)).toBe(10n * XLM);
    expect(await nativeBalance(t, writer)).toBe(10n * XLM - 2n * BASE_FEE);
  });

  it("op_no_account when the destination does not exist", async () => {
    const t = ledger();
    const source = await newAccount(t, "10");
    expect(await runFail(t, source, [mergeInto(Keypair.random())])).toEqual(failedWith("op_no_account"));
    expect(await nativeBalance(t, source)).toBe(10n * XLM - BASE_FEE);
  });

  it("op_malformed when merging into itself, rejected without fee", async () => {
    const t = ledger();
    const source = await newAccount(t, "10");
    const before = await snapshot(t, source);
    expect(await runFail(t, source, [mergeInto(source)])).toEqual(failedWith("op_malformed"));
    expect(await snapshot(t, source)).toEqual(before);
  });

  it("op_immutable_set for an account with AUTH_IMMUTABLE", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "10");
    await run(t, source, [Operation.setOptions({ setFlags: AuthImmutableFlag })]);
    expect(await runFail(t, source, [mergeInto(dest)])).toEqual(failedWith("op_immutable_set"));
  });

  it("op_seq_num_too_far when the source sequence reaches the current ledger << 32", async () => {
    const t = ledger();
    const [source, dest] = await newAccounts(t, 2, "10");
    const bumpTo = (BigInt((await latestLedger(t)) + 1000) << 32n).toString();
    const failure = await runFail(t, source, [Operation.bumpSequence({ bumpTo }), mergeInto(dest)]);
    expect(failure).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_success", "op_seq_num_too_far"],
    });
    await run(t, source, [mergeInto(dest)]);
    expect(await nativeBalance(t, dest)).toBe(20n * XLM - 3n * BASE_FEE);
  });
});

import { Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount, sequenceOf, snapshot } from "./support/accounts";
import { useLedger } from "./support/ledger";
import { decodeResult } from "./support/result";
import { buildTx, run, runFail, submitFail } from "./support/tx";

const ledger = useLedger();

describe("bumpSequence", () => {
  it("raises the sequence to bumpTo, and the next transaction must use bumpTo + 1", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const bumpTo = (await sequenceOf(t, account)) + 1_000n;
    const response = await run(t, account, [Operation.bumpSequence({ bumpTo: bumpTo.toString() })]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["bumpSequenceSuccess"]);
    expect(await sequenceOf(t, account)).toBe(bumpTo);
    const stale = await buildTx(t, account, [Operation.bumpSequence({ bumpTo: "0" })], {
      sequence: bumpTo - 998n,
    });
    expect(await submitFail(t, stale)).toEqual({ status: 400, transaction: "tx_bad_seq" });
    await run(t, account, [Operation.bumpSequence({ bumpTo: "0" })], { sequence: bumpTo + 1n });
    expect(await sequenceOf(t, account)).toBe(bumpTo + 1n);
  });

  it("never lowers the sequence: a smaller bumpTo only consumes the transaction's own sequence", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const before = await sequenceOf(t, account);
    await run(t, account, [Operation.bumpSequence({ bumpTo: "1" })]);
    expect(await sequenceOf(t, account)).toBe(before + 1n);
  });

  it("op_bad_seq for a negative bumpTo, rejected without fee", async () => {
    const t = ledger();
    const account = await newAccount(t, "100");
    const before = await snapshot(t, account);
    expect(await runFail(t, account, [Operation.bumpSequence({ bumpTo: "-1" })])).toEqual({
      status: 400,
      transaction: "tx_failed",
      operations: ["op_bad_seq"],
    });
    expect(await snapshot(t, account)).toEqual(before);
  });
});

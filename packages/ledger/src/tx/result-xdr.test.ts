import { xdr } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import {
  BAD_AUTH,
  inner,
  NO_SOURCE_ACCOUNT,
  type OpOutcome,
  validPlaceholder,
} from "../engine/operations/outcome";
import { encodeTransactionResult } from "./result-xdr";
import type { TransactionResultWire } from "./wire";

const generic = (r: TransactionResultWire) =>
  Buffer.from(xdr.TransactionResult.schema.encode(r)).toString("hex");
const direct = (r: TransactionResultWire) => encodeTransactionResult(r).toString("hex");
const result = (code: 0 | -1, results: OpOutcome[], feeCharged = 100n): TransactionResultWire => ({
  feeCharged,
  result: { code, results },
  ext: { v: 0 },
});

describe("TransactionResult XDR", () => {
  const everyType = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23];

  it("writes the same bytes as the generic codec for each operation's success", () => {
    for (const type of everyType) {
      const r = result(0, [validPlaceholder(type)], 12_345_678_901n);
      expect(direct(r), `operation type ${type}`).toBe(generic(r));
    }
  });

  it("writes the same bytes for failed transactions, outer operation codes and many operations", () => {
    const underfunded = inner({ type: 1, paymentResult: { code: -2 } });
    const noTrust = inner({ type: 6, changeTrustResult: { code: -1 } });
    const cases = [
      result(-1, [validPlaceholder(1), underfunded]),
      result(-1, [BAD_AUTH, NO_SOURCE_ACCOUNT, noTrust], 300n),
      result(0, everyType.map(validPlaceholder), 2_200n),
      result(
        0,
        Array.from({ length: 100 }, () => validPlaceholder(1)),
        10_000n,
      ),
    ];
    for (const r of cases) expect(direct(r)).toBe(generic(r));
  });

  it("writes the same bytes for results without operations (a transaction-level failure)", () => {
    const r: TransactionResultWire = { feeCharged: 100n, result: { code: -5 }, ext: { v: 0 } };
    expect(direct(r)).toBe(generic(r));
  });

  it("decodes back to the same result", () => {
    const r = result(0, [validPlaceholder(1), validPlaceholder(0)]);
    const decoded: TransactionResultWire = xdr.TransactionResult.schema.decode(encodeTransactionResult(r));
    expect(decoded.feeCharged).toBe(100n);
    expect(decoded.result).toEqual(r.result);
  });
});

import { describe, expect, it } from "vitest";
import { inner, NOT_SUPPORTED, TOO_MANY_SUBENTRIES } from "../engine/operations/outcome";
import { opCodeName, txCodeName } from "./result-codes";
import { encodeResult, resultCodes } from "./results";

describe("result codes", () => {
  it("uses Horizon's spellings, including the unprefixed offer codes", () => {
    expect(txCodeName(-15)).toBe("tx_bad_minseq_age_or_gap");
    expect(txCodeName(-8)).toBe("tx_no_source_account");
    expect(opCodeName(inner({ type: 3, manageSellOfferResult: { code: -4 } }))).toBe("sell_not_authorized");
    expect(opCodeName(inner({ type: 3, manageSellOfferResult: { code: -10 } }))).toBe("buy_no_issuer");
    expect(opCodeName(inner({ type: 6, changeTrustResult: { code: -8 } }))).toBe(
      "op_not_aut_maintain_liabilities",
    );
    expect(opCodeName(NOT_SUPPORTED)).toBe("op_not_supported");
    expect(opCodeName(TOO_MANY_SUBENTRIES)).toBe("op_too_many_subentries");
  });

  it("omits operation codes for transaction-level failures and encodes faithful XDR", () => {
    const badSeq = { feeCharged: 0n, result: { code: -5 as const }, ext: { v: 0 as const } };
    expect(resultCodes(badSeq)).toEqual({ transaction: "tx_bad_seq" });
    expect(encodeResult(badSeq)).toBe("AAAAAAAAAAD////7AAAAAA==");
    const failed = {
      feeCharged: 200n,
      result: { code: -1 as const, results: [inner({ type: 1, paymentResult: { code: 0 } }), NOT_SUPPORTED] },
      ext: { v: 0 as const },
    };
    expect(resultCodes(failed)).toEqual({
      transaction: "tx_failed",
      operations: ["op_success", "op_not_supported"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { describeOperatorFee, OPERATOR_FEE_KINDS } from "./fee-schedule";

describe("describeOperatorFee", () => {
  it.each([
    ["0", "0.1", "XLM", "0.1%"],
    ["0", "0.10", "XLM", "0.1%"],
    ["1.5000000", "0.25", "EURX", "1.5 EURX + 0.25%"],
    ["2", "0", "XLM", "2 XLM"],
    ["0", "0", "XLM", "No fee"],
    ["", "", "XLM", "No fee"],
    ["abc", "-1", "XLM", "No fee"],
    ["007", "1.000", "XLM", "7 XLM + 1%"],
  ])("fixed %j, percent %j in %s reads %j", (fixed, percent, code, expected) => {
    expect(describeOperatorFee(fixed, percent, code)).toBe(expected);
  });

  it("covers the send, swap and exchange seller fees of the fee settings", () => {
    expect(OPERATOR_FEE_KINDS.map((kind) => [kind.fixed, kind.percent])).toEqual([
      ["sendBalanceFeeFixed", "sendBalanceFeePercent"],
      ["swapFeeFixed", "swapFeePercent"],
      ["exchangeSellerFeeFixed", "exchangeSellerFeePercent"],
    ]);
  });
});

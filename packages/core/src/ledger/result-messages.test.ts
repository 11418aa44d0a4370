import { describe, expect, it } from "vitest";
import { ledgerErrorMessage } from "./result-messages";

describe("ledgerErrorMessage", () => {
  it.each([
    [["op_cross_self"], "offer", "You can't fulfill your own offer."],
    [["op_underfunded"], "send", "You don't have enough balance"],
    [["op_low_reserve"], "trust", "You don't have enough balance"],
    [["op_malformed"], "send", "Invalid information provided"],
    [["op_no_trust"], "send", "Recipient need to trust this asset"],
    [["op_under_dest_min"], "swap", "You will receive less balance than your lower limit."],
    [["op_too_few_offers"], "swap", "Not enough offers."],
    [["op_success", "op_no_trust"], "send", "Recipient need to trust this asset"],
    [["op_line_full"], "send", "Error while sending balance."],
    [[], "swap", "Unable to swap."],
  ] as const)("%j during %s → %s", (operations, action, message) => {
    expect(ledgerErrorMessage({ transaction: "tx_failed", operations: [...operations] }, action)).toBe(
      message,
    );
  });

  it("falls back when there are no codes at all", () => {
    expect(ledgerErrorMessage(undefined, "trust")).toBe("Unable to trust this asset.");
  });
});

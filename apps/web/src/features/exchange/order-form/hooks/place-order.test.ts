import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../lib/api-client";
import { LedgerSubmitError, submissionError } from "../../../ledger/sdk-free";
import { orderErrorMessage } from "./place-order";

/** Horizon's answer to an offer transaction whose operations ended with these result codes. */
function offerFailure(...operations: string[]) {
  return submissionError(
    400,
    { extras: { result_codes: { transaction: "tx_failed", operations } } },
    "offer",
  );
}

describe("orderErrorMessage", () => {
  it("shows the mapped ledger code of the first failing operation, else 'Error adding offer.'", () => {
    expect(orderErrorMessage(offerFailure("op_cross_self"))).toBe("You can't fulfill your own offer.");
    expect(orderErrorMessage(offerFailure("op_success", "op_underfunded"))).toBe(
      "You don't have enough balance",
    );
    expect(orderErrorMessage(offerFailure("op_sell_no_trust"))).toBe("Error adding offer.");
    expect(orderErrorMessage(new LedgerSubmitError("Request timeout please try again.", 504))).toBe(
      "Request timeout please try again.",
    );
  });

  it("shows the server's own message as it is, else 'Unable to add offer'", () => {
    const server = new ApiError({
      message: "The trade fee for this order is 0.0100000 XLM.",
      status: 400,
      code: "VALIDATION_FAILED",
      kind: "api",
    });
    expect(orderErrorMessage(server)).toBe("The trade fee for this order is 0.0100000 XLM.");
    const bare = new ApiError({
      message: "Request failed please try again",
      status: 502,
      code: "HTTP_502",
      kind: "api",
    });
    expect(orderErrorMessage(bare)).toBe("Unable to add offer");
    const offline = new ApiError({
      message: "Network error Please try again",
      status: 0,
      code: "NETWORK",
      kind: "network",
    });
    expect(orderErrorMessage(offline)).toBe("Unable to add offer");
  });

  it("falls back to 'Error adding offer.' for anything else", () => {
    expect(orderErrorMessage(new Error("boom"))).toBe("Error adding offer.");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { configureLedger } from "./horizon";
import { LedgerSubmitError, submissionError, submitSignedXdr } from "./submit";

const failure = (operations: string[], transaction = "tx_failed") => ({
  type: "https://stellar.org/horizon-errors/transaction_failed",
  status: 400,
  extras: { result_codes: { transaction, operations } },
});

describe("submissionError", () => {
  it.each([
    [504, null, "send", "Request timeout please try again."],
    [400, failure(["op_underfunded"]), "send", "You don't have enough balance"],
    [400, failure(["op_success", "op_no_trust"]), "send", "Recipient need to trust this asset"],
    [400, failure(["op_no_destination"]), "send", "The destination account does not exist!"],
    [400, failure(["op_low_reserve"]), "trust", "You don't have enough balance"],
    [400, failure(["op_line_full"]), "send", "Error while sending balance."],
    [400, failure([], "tx_bad_seq"), "send", "Error while sending balance."],
    [400, failure(["op_no_issuer"]), "trust", "Unable to trust this asset."],
    [500, "oops", "send", "Error while sending balance."],
  ] as const)("%s %j (%s) → %s", (status, body, action, message) => {
    const error = submissionError(status, body, action);
    expect(error).toBeInstanceOf(LedgerSubmitError);
    expect(error.message).toBe(message);
  });
});

describe("submitSignedXdr", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the envelope form-encoded and returns the transaction", async () => {
    configureLedger({ horizonUrl: "http://ledger.test/", networkPassphrase: "p" });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ hash: "abc", ledger: 7, successful: true, result_xdr: "AAAAresult" })),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(submitSignedXdr("AAAA+/=")).resolves.toEqual({
      hash: "abc",
      ledger: 7,
      successful: true,
      resultXdr: "AAAAresult",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://ledger.test/transactions");
    expect(init.body).toBe("tx=AAAA%2B%2F%3D");
  });

  it("rejects with the catalogue message", async () => {
    configureLedger({ horizonUrl: "http://ledger.test", networkPassphrase: "p" });
    vi.stubGlobal(
      "fetch",
      async () => new Response(JSON.stringify(failure(["op_underfunded"])), { status: 400 }),
    );
    await expect(submitSignedXdr("x")).rejects.toThrow("You don't have enough balance");
  });
});

import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import {
  hasSendErrors,
  isFederationAddress,
  SEND_MESSAGES as M,
  planSendOperations,
  type TSendFormInput,
  validateSendForm,
} from "./send-validation";

const ME = `G${"A".repeat(55)}`;
const OTHER = `G${"B".repeat(55)}`;
const FEE_ACCOUNT = `G${"C".repeat(55)}`;

function input(changes: Partial<TSendFormInput> = {}): TSendFormInput {
  return {
    recipient: OTHER,
    amount: "10",
    available: toStroops("100"),
    isNative: true,
    memoType: "None",
    memo: "",
    destination: { exists: true, memoRequired: false },
    agreed: false,
    operatorFee: toStroops("0.01"),
    ownPublicKey: ME,
    ...changes,
  };
}

describe("validateSendForm", () => {
  it("accepts a federation name that resolves to another account", () => {
    expect(validateSendForm(input({ recipient: "friend*example.com", resolvedAccountId: OTHER }))).toEqual(
      {},
    );
  });

  it("accepts a complete payment", () => {
    expect(validateSendForm(input())).toEqual({});
    expect(hasSendErrors(validateSendForm(input()))).toBe(false);
  });

  it.each<[string, Partial<TSendFormInput>, ReturnType<typeof validateSendForm>]>([
    ["empty recipient", { recipient: "  " }, { recipient: M.recipientRequired }],
    ["garbage recipient", { recipient: "hello" }, { recipient: M.recipientInvalid }],
    ["own address", { recipient: ME }, { recipient: M.recipientSelf }],
    [
      "own address through a federation name",
      { recipient: "me*example.com", resolvedAccountId: ME },
      { recipient: M.recipientSelf },
    ],
    ["federation address", { recipient: "alice*example.com" }, {}],
    ["empty amount", { amount: "" }, { amount: M.amountRequired }],
    ["zero amount", { amount: "0" }, { amount: M.amountPositive }],
    ["negative amount", { amount: "-1" }, { amount: M.amountPositive }],
    ["too many decimals", { amount: "1.00000001" }, { amount: M.amountDecimals }],
    ["not a number", { amount: "abc" }, { amount: M.amountInvalid }],
    ["an exponent", { amount: "1e3" }, { amount: M.amountInvalid }],
    ["a decimal comma", { amount: "1,5" }, { amount: M.amountInvalid }],
    [
      "beyond the ledger's int64",
      { amount: "9".repeat(60) },
      { amount: "This amount is larger than the ledger allows." },
    ],
    ["above the balance", { amount: "100.0000001" }, { amount: M.amountAboveBalance }],
    ["exactly the balance", { amount: "100" }, {}],
    ["text memo missing", { memoType: "Text" }, { memo: "This field is required" }],
    [
      "text memo too long",
      { memoType: "Text", memo: "x".repeat(29) },
      { memo: "Text can't be greater than 28 bytes" },
    ],
    ["id memo not a number", { memoType: "Id", memo: "abc" }, { memo: "Int64 as string is required" }],
    [
      "hash memo too short",
      { memoType: "Hash", memo: "abcd" },
      { memo: "32 bytes hash value or hex encoded string is required" },
    ],
    [
      "memo required by the recipient",
      { destination: { exists: true, memoRequired: true } },
      { memo: M.memoRequiredByRecipient },
    ],
    [
      "memo required and given",
      { destination: { exists: true, memoRequired: true }, memoType: "Id", memo: "7" },
      {},
    ],
    [
      "unfunded destination of an asset",
      { isNative: false, destination: { exists: false, memoRequired: false } },
      { recipient: M.destinationMissing },
    ],
    [
      "unfunded destination without agreement",
      { destination: { exists: false, memoRequired: false } },
      { agree: M.agreeRequired },
    ],
    [
      "unfunded destination agreed",
      { destination: { exists: false, memoRequired: false }, agreed: true },
      {},
    ],
    [
      "unfunded destination below the activation",
      { destination: { exists: false, memoRequired: false }, agreed: true, amount: "1.5" },
      { amount: M.activationMinimum },
    ],
    ["destination not looked up yet", { destination: null }, {}],
  ])("%s", (_name, changes, expected) => {
    expect(validateSendForm(input(changes))).toEqual(expected);
  });

  it("keeps the spec's exact words", () => {
    expect(M.recipientRequired).toBe("Please Enter Recipient's Address");
    expect(M.agreeRequired).toBe("You need to agree to proceed with sending balance.");
    expect(M.destinationMissing).toBe("The destination account does not exist!");
    expect(M.federationFailed).toBe("Couldn't load federation address. Try using real address.");
    expect(M.success).toBe("Balance sent successfully!");
  });
});

describe("isFederationAddress", () => {
  it.each([
    ["alice*example.com", true],
    ["alice*127.0.0.1:3000", true],
    ["bob*localhost:3000", true],
    ["bob*localhost", false],
    ["alice*", false],
    ["*example.com", false],
    ["a*b*c.com", false],
    [OTHER, false],
  ])("%s → %s", (value, expected) => {
    expect(isFederationAddress(value)).toBe(expected);
  });
});

describe("planSendOperations", () => {
  const base = {
    destination: OTHER,
    amount: toStroops("10"),
    operatorFee: toStroops("0.01"),
    feeAccount: FEE_ACCOUNT,
    destinationExists: true,
  };

  it("pays the recipient the amount less the fee and the fee to the collection account", () => {
    expect(planSendOperations(base)).toEqual([
      { kind: "payment", destination: OTHER, amount: "9.9900000", toFeeAccount: false },
      { kind: "payment", destination: FEE_ACCOUNT, amount: "0.0100000", toFeeAccount: true },
    ]);
  });

  it("skips the fee payment when the fee is 0", () => {
    expect(planSendOperations({ ...base, operatorFee: 0n })).toEqual([
      { kind: "payment", destination: OTHER, amount: "10.0000000", toFeeAccount: false },
    ]);
  });

  it("charges no fee without a valid collection account", () => {
    expect(planSendOperations({ ...base, feeAccount: "" })).toHaveLength(1);
    expect(planSendOperations({ ...base, feeAccount: "" })[0]).toMatchObject({ amount: "10.0000000" });
  });

  it("creates an unfunded destination", () => {
    expect(planSendOperations({ ...base, destinationExists: false })[0]).toEqual({
      kind: "createAccount",
      destination: OTHER,
      startingBalance: "9.9900000",
    });
  });
});

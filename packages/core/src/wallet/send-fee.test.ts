import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { networkFee, operatorSendFee, recipientWillGet, ZERO_SEND_FEE } from "./send-fee";

const settings = (fixed: string, percent: string) => ({
  sendBalanceFeeFixed: fixed,
  sendBalanceFeePercent: percent,
});

describe("operatorSendFee", () => {
  it.each([
    ["100", settings("0.0000000", "0.1000"), "0.1"],
    ["10", settings("0", "0.1"), "0.01"],
    ["10", settings("1", "0"), "1"],
    ["10", settings("1", "1"), "1.1"],
    ["0.0000001", settings("0", "0.1"), "0.0000001"], // rounded up to a whole stroop
    ["0", settings("1", "1"), "0"],
    ["10", ZERO_SEND_FEE, "0"],
    ["10", settings("oops", "-5"), "0"],
  ])("on %s with %j is %s", (amount, fee, expected) => {
    expect(operatorSendFee(toStroops(amount), fee)).toBe(toStroops(expected));
  });
});

describe("recipientWillGet", () => {
  it.each([
    [1000n, 1n, 999n],
    [5n, 5n, 0n],
    [5n, 9n, 0n],
  ])("%s less %s is %s", (amount, fee, expected) => {
    expect(recipientWillGet(amount, fee)).toBe(expected);
  });
});

describe("networkFee", () => {
  it.each([
    ["100", 1, 100n],
    ["500", 2, 1000n],
    ["1000", 0, 1000n],
    ["x", 2, 200n],
  ])("%s stroops × %s operations is %s", (perOperation, operations, expected) => {
    expect(networkFee(perOperation, operations)).toBe(expected);
  });
});

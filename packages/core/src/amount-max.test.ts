import { describe, expect, it } from "vitest";
import { toStroops } from "./amount";
import { maxSendableAmount, type TMaxAmountInput, transactionOperations } from "./amount-max";
import { operatorFee } from "./fees/operator-fee";

const base: TMaxAmountInput = {
  available: toStroops("100"),
  isNative: true,
  feePerOperation: 100n,
  operations: 1,
  operatorFee: null,
  mode: "deducted",
};
const rule = (fixed: string, percent: string) => ({ fixed, percent });

describe("maxSendableAmount", () => {
  it.each<[string, Partial<TMaxAmountInput>, string]>([
    ["XLM, no operator fee: one operation", {}, "99.9999900"],
    ["XLM send with an operator fee: two operations", { operatorFee: rule("0.1", "0.1") }, "99.9999800"],
    ["XLM send, percent-only fee still adds its payment", { operatorFee: rule("0", "0.1") }, "99.9999800"],
    ["XLM send, zero fee rule: no fee payment", { operatorFee: rule("0", "0") }, "99.9999900"],
    ["XLM at the High level", { feePerOperation: 1000n, operatorFee: rule("1", "0") }, "99.9998000"],
    ["token send: the network fee is paid in XLM", { isNative: false, operatorFee: rule("1", "1") }, "100"],
    ["nothing left after the network fee", { available: 150n, operatorFee: rule("1", "0") }, "0"],
    ["empty balance", { available: 0n }, "0"],
    ["token swap, fee on top", { isNative: false, mode: "onTop", operatorFee: rule("1", "0") }, "99"],
    ["XLM swap, fee on top and two operations", { mode: "onTop", operatorFee: rule("1", "0") }, "98.9999800"],
    [
      "swap whose fixed fee exceeds the balance",
      { isNative: false, mode: "onTop", operatorFee: rule("200", "0") },
      "0",
    ],
  ])("%s", (_name, changes, expected) => {
    expect(maxSendableAmount({ ...base, ...changes })).toBe(toStroops(expected));
  });

  it.each([
    ["0", "0.1"],
    ["0.5", "0.3"],
    ["1", "1"],
    ["0.0000001", "2.5"],
  ])(
    "on top: the max plus its fee fits, one stroop more does not (fixed %s, percent %s)",
    (fixed, percent) => {
      const input: TMaxAmountInput = { ...base, mode: "onTop", operatorFee: rule(fixed, percent) };
      const budget = input.available - 200n;
      const max = maxSendableAmount(input);
      expect(max + operatorFee(max, rule(fixed, percent))).toBeLessThanOrEqual(budget);
      expect(max + 1n + operatorFee(max + 1n, rule(fixed, percent))).toBeGreaterThan(budget);
    },
  );
});

describe("transactionOperations", () => {
  it.each([
    [1, null, 1],
    [1, rule("0", "0"), 1],
    [1, rule("0.1", "0"), 2],
    [2, rule("0", "0.5"), 3],
    [0, null, 1],
  ])("%s operations with %j make %s", (operations, feeRule, expected) => {
    expect(transactionOperations(operations, feeRule)).toBe(expected);
  });
});

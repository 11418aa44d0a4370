import { describe, expect, it } from "vitest";
import { SWAP_MESSAGES as M, validateManualAsset, validateSwapAmount, validateSwapAssets } from "./swap-form";

describe("validateSwapAmount", () => {
  it.each([
    ["", M.amountRequired],
    ["  ", M.amountRequired],
    ["0", M.amountPositive],
    ["0.0000000", M.amountPositive],
    ["-1", M.amountPositive],
    ["abc", M.amountPositive],
    ["1.12345678", M.amountPositive],
    ["0.0000001", null],
    ["25", null],
  ])("%j gives %j", (amount, expected) => {
    expect(validateSwapAmount(amount)).toBe(expected);
  });
});

describe("validateSwapAssets", () => {
  it("rejects the same asset on both sides", () => {
    expect(validateSwapAssets("XLM", "xlm")).toBe("Cannot select same assets");
    expect(validateSwapAssets("XLM", "LEVELG")).toBeNull();
  });
});

describe("validateManualAsset", () => {
  const issuer = `G${"A".repeat(55)}`;
  it.each([
    ["AB", issuer, M.manualAsset],
    ["ABC", issuer.slice(1), M.manualAsset],
    ["ABC", issuer, null],
  ])("%j / issuer gives %j", (code, iss, expected) => {
    expect(validateManualAsset(code, iss)).toBe(expected);
  });
});

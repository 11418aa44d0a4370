import { describe, expect, it } from "vitest";
import { AMOUNT_INPUT_MAX_LENGTH, parseAmountInput } from "./amount-input";

describe("parseAmountInput", () => {
  it.each([
    ["12", 120_000_000n],
    ["12.5", 125_000_000n],
    [" 0.0000001 ", 1n],
    [".5", 5_000_000n],
    ["5.", 50_000_000n],
    ["0", 0n],
    ["-1", -10_000_000n],
    ["922337203685.4775807", 9_223_372_036_854_775_807n],
  ])("reads %j as %s stroops", (text, stroops) => {
    expect(parseAmountInput(text)).toBe(stroops);
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "invalid"],
    ["1e3", "invalid"],
    ["1,5", "invalid"],
    ["--1", "invalid"],
    ["+1", "invalid"],
    ["1.2.3", "invalid"],
    [".", "invalid"],
    ["0x10", "invalid"],
    ["1.00000001", "decimals"],
    ["922337203685.4775808", "tooLarge"],
    ["1".repeat(60), "tooLarge"],
  ])("refuses %j as %s", (text, problem) => {
    expect(parseAmountInput(text)).toBe(problem);
  });

  it("caps inputs at the length of the ledger's largest amount", () => {
    expect(AMOUNT_INPUT_MAX_LENGTH).toBe("922337203685.4775807".length);
  });
});

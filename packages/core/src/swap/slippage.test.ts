import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import {
  DEFAULT_SLIPPAGE_BPS,
  formatSlippagePercent,
  minimumReceived,
  parseSlippagePercent,
  SLIPPAGE_MESSAGES,
} from "./slippage";

describe("minimumReceived", () => {
  it("takes the slippage off the quote and rounds down to the stroop", () => {
    expect(minimumReceived(toStroops("100"), DEFAULT_SLIPPAGE_BPS)).toBe(toStroops("99.5"));
    expect(minimumReceived(toStroops("100"), 100n)).toBe(toStroops("99"));
    expect(minimumReceived(33n, 100n)).toBe(32n); // 32.67 → 32
  });

  it("never gives 0", () => {
    expect(minimumReceived(1n, 50n)).toBe(SLIPPAGE_MESSAGES.minimumZero);
    expect(minimumReceived(0n, 50n)).toBe(SLIPPAGE_MESSAGES.minimumZero);
  });

  it("rejects a tolerance outside 0–50 %", () => {
    expect(minimumReceived(toStroops("10"), 5001n)).toBe(SLIPPAGE_MESSAGES.invalid);
  });
});

describe("parseSlippagePercent", () => {
  it.each([
    ["0.5", 50n],
    ["1", 100n],
    ["2.25", 225n],
    ["50", 5000n],
    ["0.01", 1n],
    ["0", SLIPPAGE_MESSAGES.invalid],
    ["51", SLIPPAGE_MESSAGES.invalid],
    ["0.001", SLIPPAGE_MESSAGES.invalid],
    ["abc", SLIPPAGE_MESSAGES.invalid],
    ["", SLIPPAGE_MESSAGES.invalid],
  ])("%j gives %s", (text, expected) => {
    expect(parseSlippagePercent(text)).toBe(expected);
  });

  it("formats back", () => {
    expect(formatSlippagePercent(50n)).toBe("0.5");
    expect(formatSlippagePercent(200n)).toBe("2");
    expect(formatSlippagePercent(125n)).toBe("1.25");
  });
});

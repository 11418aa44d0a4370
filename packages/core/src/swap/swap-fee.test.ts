import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { maxSwapAmount, operatorSwapFee, swapTotal, ZERO_SWAP_FEE } from "./swap-fee";

const settings = (fixed: string, percent: string) => ({ swapFeeFixed: fixed, swapFeePercent: percent });

describe("operatorSwapFee", () => {
  it.each([
    ["100", settings("0", "0.1"), "0.1"],
    ["10", settings("1", "0"), "1"],
    ["10", settings("0.5", "1"), "0.6"],
    ["0.0000001", settings("0", "0.1"), "0.0000001"], // rounded up to a whole stroop
    ["0", settings("1", "1"), "0"],
    ["10", ZERO_SWAP_FEE, "0"],
    ["10", settings("bad", "-3"), "0"],
  ])("on %s with %j is %s", (amount, fee, expected) => {
    expect(operatorSwapFee(toStroops(amount), fee)).toBe(toStroops(expected));
  });

  it("is paid on top of the amount", () => {
    const amount = toStroops("100");
    const fee = operatorSwapFee(amount, settings("0.01", "0.1"));
    expect(swapTotal(amount, fee)).toBe(toStroops("100.11"));
  });
});

describe("maxSwapAmount", () => {
  it.each([
    ["100.11", settings("0.01", "0.1")],
    ["100", settings("0", "0")],
    ["7.3333333", settings("0.5", "2.5")],
    ["0.0000003", settings("0", "50")],
  ])("leaves the amount plus its fee within %s", (available, fee) => {
    const limit = toStroops(available);
    const amount = maxSwapAmount(limit, fee);
    expect(swapTotal(amount, operatorSwapFee(amount, fee))).toBeLessThanOrEqual(limit);
    expect(swapTotal(amount + 1n, operatorSwapFee(amount + 1n, fee))).toBeGreaterThan(limit);
  });

  it("is exact when it can be", () => {
    expect(maxSwapAmount(toStroops("100.11"), settings("0.01", "0.1"))).toBe(toStroops("100"));
  });

  it("is 0 when the fixed fee alone does not fit", () => {
    expect(maxSwapAmount(toStroops("1"), settings("1", "0"))).toBe(0n);
  });
});

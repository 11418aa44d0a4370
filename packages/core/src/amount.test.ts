import { describe, expect, it } from "vitest";
import { AmountError, formatAmount, fromStroops, toStroops } from "./amount";

describe("toStroops", () => {
  it.each([
    ["1", 10_000_000n],
    ["0.0000001", 1n],
    ["12.5", 125_000_000n],
    ["-3.25", -32_500_000n],
    ["922337203685.4775807", 9_223_372_036_854_775_807n],
    [" 7. ", 70_000_000n],
  ])("parses %s", (text, stroops) => {
    expect(toStroops(text)).toBe(stroops);
  });

  it.each(["", "abc", "1.00000001", "1e5", "1,5"])("rejects %j", (text) => {
    expect(() => toStroops(text)).toThrow(AmountError);
  });
});

describe("fromStroops", () => {
  it("always prints seven decimals", () => {
    expect(fromStroops(1n)).toBe("0.0000001");
    expect(fromStroops(100_000_000_000n)).toBe("10000.0000000");
    expect(fromStroops(-5n)).toBe("-0.0000005");
  });
  it("round-trips", () => {
    for (const text of ["0.0000000", "1.2345678", "99999.9999999"])
      expect(fromStroops(toStroops(text))).toBe(text);
  });
});

describe("formatAmount", () => {
  it("uses 7 decimals, or 2 above 999", () => {
    expect(formatAmount("12.5")).toBe("12.5000000");
    expect(formatAmount("999")).toBe("999.0000000");
    expect(formatAmount("1000.456")).toBe("1000.46");
  });
  it("rounds half away from zero to the asked decimals", () => {
    expect(formatAmount("1.23455", 4)).toBe("1.2346");
    expect(formatAmount("-1.23455", 4)).toBe("-1.2346");
    expect(formatAmount("0.00004", 4)).toBe("0.0000");
    expect(formatAmount("5.5", 0)).toBe("6");
    expect(formatAmount("1.5", 8)).toBe("1.50000000");
  });
});

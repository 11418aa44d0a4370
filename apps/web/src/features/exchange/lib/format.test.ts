import { describe, expect, it } from "vitest";
import { formatChange, formatClockTime, formatStat, formatTradeTime, shortPublicKey } from "./format";

describe("exchange formats", () => {
  it("shortens a public key to its first 2 and last 3 characters", () => {
    expect(shortPublicKey("GABCDEFGHIJKLMNOPQRSTUVWXYZ234567ABCDEFGHIJKLMNOPQRSTXYZ")).toBe("GA...XYZ");
  });

  it("shows a change percent with 6 decimals and a sign", () => {
    expect(formatChange(1.5)).toBe("+1.500000%");
    expect(formatChange(-0.25)).toBe("-0.250000%");
    expect(formatChange(null)).toBe("-");
  });

  it("shows statistics with 7 decimals, 2 above 999, and dashes when unknown", () => {
    expect(formatStat("0.14")).toBe("0.1400000");
    expect(formatStat("1234.5678")).toBe("1234.57");
    expect(formatStat("0.123456789")).toBe("0.1234567");
    expect(formatStat(null)).toBe("-");
  });
});

describe("trade times, from formatters made once", () => {
  it("read as the browser's own toLocale…String would, and leave what is not a date as it is", () => {
    for (const iso of ["2026-11-24T13:05:09Z", "2026-01-02T23:59:59.999Z"]) {
      expect(formatClockTime(iso)).toBe(new Date(iso).toLocaleTimeString([], { hour12: false }));
      expect(formatTradeTime(iso)).toBe(new Date(iso).toLocaleString());
    }
    expect(formatClockTime("soon")).toBe("soon");
    expect(formatTradeTime("soon")).toBe("soon");
    expect(formatTradeTime(null)).toBe("-");
  });
});

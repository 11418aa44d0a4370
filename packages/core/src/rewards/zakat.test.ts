import { describe, expect, it } from "vitest";
import {
  isAboveNisab,
  nextZakatStatus,
  percentOfStroops,
  percentToUnits,
  zakatAmount,
  zakatYearOptions,
} from "./zakat";

describe("zakatAmount", () => {
  it.each([
    ["100.0000000", "2.5", "2.5000000"],
    ["100.0000001", "2.5", "2.5000000"], // 2.5000000025 → down to the stroop
    ["0.0000039", "2.5", "0.0000000"],
    ["0.0000040", "2.5", "0.0000001"],
    ["12345.6789012", "2.5", "308.6419725"], // 308.64197253 → 308.6419725
    ["1000", "2.5775", "25.7750000"],
    ["922337203685.4775807", "2.5", "23058430092.1369395"],
    ["500", "0", "0.0000000"],
    ["500", "100", "500.0000000"],
  ])("%s at %s %% is %s", (balance, percent, expected) => {
    expect(zakatAmount(balance, percent)).toBe(expected);
  });

  it("refuses percentages outside 0 … 100 or with more than 4 decimals", () => {
    expect(percentToUnits("100.0001")).toBeNull();
    expect(percentToUnits("2.55555")).toBeNull();
    expect(percentToUnits("-1")).toBeNull();
    expect(percentToUnits("2.5")).toBe(25_000n);
    expect(() => percentOfStroops(10n, "abc")).toThrow(RangeError);
  });
});

describe("Nisab and status", () => {
  it("counts a holding whose value reaches the Nisab", () => {
    expect(isAboveNisab(8000, 8000)).toBe(true);
    expect(isAboveNisab(7999.99, 8000)).toBe(false);
    expect(isAboveNisab(0, 0)).toBe(false);
    expect(isAboveNisab(0.01, 0)).toBe(true);
  });

  it.each([
    ["unpaid", "paymentConfirmed", "paid"],
    ["paid", "paymentConfirmed", null],
  ] as const)("%s + %s → %s", (status, event, next) => {
    expect(nextZakatStatus(status, event)).toBe(next);
  });

  it("offers 40 years, newest first", () => {
    const years = zakatYearOptions(2026);
    expect(years).toHaveLength(40);
    expect(years[0]).toBe(2026);
    expect(years[39]).toBe(1987);
  });
});

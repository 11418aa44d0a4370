import { describe, expect, it } from "vitest";
import { hijriDateOf, isoDay, nextRamadan, ramadanStart, zakatDueAt } from "./ramadan";

describe("ramadanStart (Umm al-Qura)", () => {
  // Published Umm al-Qura dates of 1 Ramadan.
  it.each([
    [1444, "2023-03-23"],
    [1445, "2024-03-11"],
    [1446, "2025-03-01"],
    [1447, "2026-02-18"],
    [1448, "2027-02-08"],
    [1451, "2030-01-05"],
    [1452, "2030-12-26"],
  ])("1 Ramadan %i AH is %s", (year, day) => {
    expect(isoDay(ramadanStart(year))).toBe(day);
  });

  it("refuses a year that is not one", () => {
    expect(() => ramadanStart(0)).toThrow(RangeError);
    expect(() => ramadanStart(1446.5)).toThrow(RangeError);
  });
});

describe("zakatDueAt", () => {
  it("is due during Ramadan, for that Hijri year and the Gregorian year of its first day", () => {
    expect(zakatDueAt(new Date("2025-03-01T00:00:00Z"))).toMatchObject({ hijriYear: 1446, year: 2025 });
    expect(zakatDueAt(new Date("2025-03-20T15:00:00Z"))).toMatchObject({ hijriYear: 1446, year: 2025 });
  });

  it("is not due the day before Ramadan nor after it", () => {
    expect(zakatDueAt(new Date("2025-02-28T23:59:59Z"))).toBeNull();
    expect(zakatDueAt(new Date("2025-04-05T00:00:00Z"))).toBeNull();
  });

  it("tells the two Ramadans of 2030 apart by their Hijri year", () => {
    expect(zakatDueAt(new Date("2030-01-10T00:00:00Z"))).toMatchObject({ hijriYear: 1451, year: 2030 });
    expect(zakatDueAt(new Date("2030-12-27T00:00:00Z"))).toMatchObject({ hijriYear: 1452, year: 2030 });
  });
});

describe("nextRamadan", () => {
  it("is this year's before Ramadan, the running one during it, next year's after it", () => {
    expect(isoDay(nextRamadan(new Date("2026-11-24T00:00:00Z")).ramadanStart)).toBe("2027-02-08");
    expect(isoDay(nextRamadan(new Date("2027-02-10T00:00:00Z")).ramadanStart)).toBe("2027-02-08");
    expect(isoDay(nextRamadan(new Date("2026-04-01T00:00:00Z")).ramadanStart)).toBe("2027-02-08");
  });

  it("reads dates by UTC day", () => {
    expect(hijriDateOf(new Date("2025-03-01T23:59:59Z"))).toEqual({ year: 1446, month: 9, day: 1 });
  });
});

import { describe, expect, it } from "vitest";
import { countryAlpha2, countryAlpha3, ISO_COUNTRY_COUNT } from "./iso-countries";

/** Codes whose alpha-3 is not the alpha-2 plus a letter, and a few plain ones. */
const COUNTRY_TEST_SAMPLE = [
  ["GB", "GBR"],
  ["US", "USA"],
  ["DE", "DEU"],
  ["CH", "CHE"],
  ["KM", "COM"],
  ["KP", "PRK"],
  ["KR", "KOR"],
  ["PM", "SPM"],
  ["GS", "SGS"],
  ["TF", "ATF"],
  ["MY", "MYS"],
  ["AE", "ARE"],
  ["TR", "TUR"],
  ["IN", "IND"],
  ["ZW", "ZWE"],
] as const;

describe("ISO 3166-1 codes", () => {
  it("knows every officially assigned country once", () => {
    expect(ISO_COUNTRY_COUNT).toBe(249);
  });

  it.each(COUNTRY_TEST_SAMPLE)("%s ↔ %s", (alpha2, alpha3) => {
    expect(countryAlpha2(alpha3)).toBe(alpha2);
    expect(countryAlpha2(alpha3.toLowerCase())).toBe(alpha2);
    expect(countryAlpha2(alpha2)).toBe(alpha2);
    expect(countryAlpha3(alpha2)).toBe(alpha3);
  });

  it.each(["", "X", "ZZ", "ZZZ", "USAA", "UK", "U S"])("refuses %j", (code) => {
    expect(countryAlpha2(code)).toBeNull();
  });
});

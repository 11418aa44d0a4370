import { describe, expect, it } from "vitest";
import {
  changeColor,
  decimalToStroops,
  formatChangePercent,
  formatMarketDecimal,
  MARKET_PLACEHOLDER,
} from "./market-format";

describe("market display", () => {
  it("reads API decimals into stroops, rounding beyond seven decimals half away from zero", () => {
    expect(decimalToStroops("0.14")).toBe(1_400_000n);
    expect(decimalToStroops("9.12345675")).toBe(91_234_568n);
    expect(decimalToStroops("9.12345674999")).toBe(91_234_567n);
    expect(decimalToStroops("-0.00000005")).toBe(-1n);
    expect(decimalToStroops("12")).toBe(120_000_000n);
    expect(decimalToStroops("abc")).toBeUndefined();
    expect(decimalToStroops("1e5")).toBeUndefined();
  });

  it("shows seven decimals, two above 999, and dashes without a value", () => {
    expect(formatMarketDecimal("0.14")).toBe("0.1400000");
    expect(formatMarketDecimal("9.1234567891")).toBe("9.1234568");
    expect(formatMarketDecimal("999")).toBe("999.0000000");
    expect(formatMarketDecimal("1500.129")).toBe("1500.13");
    expect(formatMarketDecimal(null)).toBe(MARKET_PLACEHOLDER);
    expect(formatMarketDecimal(undefined)).toBe(MARKET_PLACEHOLDER);
    expect(formatMarketDecimal("n/a")).toBe(MARKET_PLACEHOLDER);
  });

  it("shows the change with its sign and six decimals, coloured by direction", () => {
    expect(formatChangePercent(7.692307692)).toBe("+7.692308%");
    expect(formatChangePercent(-2.5)).toBe("-2.500000%");
    expect(formatChangePercent(0)).toBe("0.000000%");
    expect(formatChangePercent(-0.0000001)).toBe("0.000000%");
    expect(formatChangePercent(null)).toBe(MARKET_PLACEHOLDER);
    expect(changeColor(7.69)).toBe("green");
    expect(changeColor(-2.5)).toBe("red");
    expect(changeColor(0)).toBe("dimmed");
    expect(changeColor(null)).toBe("dimmed");
  });
});

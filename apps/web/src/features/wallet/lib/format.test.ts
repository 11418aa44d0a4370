import { toStroops } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { formatBtc, formatCoin, formatFiat, formatPercent, shortKey } from "./format";

describe("wallet formatting", () => {
  it.each([
    [formatCoin(toStroops("12.5")), "12.5000000"],
    [formatCoin(toStroops("1234.5678")), "1234.57"],
    [formatFiat(toStroops("35.005"), "USD"), "$35.01"],
    [formatFiat(toStroops("1"), "XYZ"), "1.00 XYZ"],
    [formatBtc(toStroops("0.0012345")), "0.00123 BTC"],
    [formatPercent(3.456), "+3.46%"],
    [formatPercent(-1), "-1.00%"],
    [shortKey(`G${"A".repeat(55)}`), "GAAAA…AAAAA"],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { exchangeSellerFee, ZERO_EXCHANGE_FEE } from "./seller-fee";

describe("exchangeSellerFee", () => {
  const settings = { exchangeSellerFeeFixed: "0.01", exchangeSellerFeePercent: "0.1" };

  it("adds the fixed part to the percent of the amount", () => {
    // 0.01 + 0.1 % of 250 = 0.01 + 0.25
    expect(exchangeSellerFee(toStroops("250"), settings)).toBe(toStroops("0.26"));
  });

  it("rounds the percent part up to the next stroop", () => {
    // 0.1 % of 0.0000011 = 0.0000000011 → 1 stroop
    expect(exchangeSellerFee(11n, { ...settings, exchangeSellerFeeFixed: "0" })).toBe(1n);
  });

  it("is zero for an empty or zero amount and with no settings", () => {
    expect(exchangeSellerFee(0n, settings)).toBe(0n);
    expect(exchangeSellerFee(toStroops("100"), ZERO_EXCHANGE_FEE)).toBe(0n);
    expect(
      exchangeSellerFee(toStroops("100"), { exchangeSellerFeeFixed: "x", exchangeSellerFeePercent: "-1" }),
    ).toBe(0n);
  });
});

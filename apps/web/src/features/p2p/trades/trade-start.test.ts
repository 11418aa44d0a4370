import { TRADE_MESSAGES, toStroops } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { ad } from "../test-fixtures";
import {
  cryptoForFiat,
  detailsKind,
  EMPTY_START_DRAFT,
  fiatForCrypto,
  normalizedAmount,
  validateTradeStart,
} from "./trade-start";

const sellAd = ad({
  type: "sell",
  unitPrice: "28.5",
  total_amount: "1000",
  available_amount: "400",
  minQty: "10",
  maxQty: "500",
  payment_method: "Local_Bank",
});

describe("linked amounts", () => {
  it.each([
    ["25.5", "28.5", "726.75"],
    ["1", "0.3333333", "0.33"],
    ["0.0000001", "28.5", "0.00"],
    ["", "28.5", ""],
    ["abc", "28.5", ""],
  ])("crypto %s at %s is %s in fiat (cents rounded down)", (crypto, price, fiat) => {
    expect(fiatForCrypto(crypto, price)).toBe(fiat);
  });

  it.each([
    ["726.75", "28.5", "25.5"],
    ["100", "3", "33.3333333"],
    ["", "3", ""],
    ["10", "0", ""],
  ])("fiat %s at %s buys %s crypto (7 places, down)", (fiat, price, crypto) => {
    expect(cryptoForFiat(fiat, price)).toBe(crypto);
  });
});

describe("validateTradeStart", () => {
  const base = { side: "buy" as const, ad: sellAd, balance: null };

  it("asks for both amounts", () => {
    const errors = validateTradeStart(EMPTY_START_DRAFT, base);
    expect(errors).toEqual({ crypto: TRADE_MESSAGES.fieldRequired, fiat: TRADE_MESSAGES.fieldRequired });
  });

  it.each([
    ["1001", TRADE_MESSAGES.aboveTotal],
    ["401", TRADE_MESSAGES.aboveAvailable],
    ["9.9999999", TRADE_MESSAGES.belowMinimum],
  ])("refuses %s with the spec's message", (crypto, message) => {
    const errors = validateTradeStart({ ...EMPTY_START_DRAFT, crypto, fiat: "1" }, base);
    expect(errors.crypto).toBe(message);
  });

  it("accepts an amount within the ad for a buyer, who gives no payment details", () => {
    expect(validateTradeStart({ ...EMPTY_START_DRAFT, crypto: "25.5", fiat: "726.75" }, base)).toEqual({});
  });

  it("a seller on a bank ad gives bank details, ticks the box and stays within the balance", () => {
    const buyAd = ad({ ...sellAd, type: "buy" });
    const input = { side: "sell" as const, ad: buyAd, balance: toStroops("20") };
    const draft = { ...EMPTY_START_DRAFT, crypto: "25.5", fiat: "726.75" };
    expect(validateTradeStart(draft, input)).toEqual({
      crypto: TRADE_MESSAGES.aboveBalance,
      bankName: TRADE_MESSAGES.fieldRequired,
      bankAccountNumber: TRADE_MESSAGES.fieldRequired,
      confirmed: TRADE_MESSAGES.fieldRequired,
    });
    const filled = { ...draft, crypto: "12", bankName: "Meezan", bankAccountNumber: "0123", confirmed: true };
    expect(validateTradeStart(filled, input)).toEqual({});
  });

  it("a seller on a Payoneer ad gives an e-mail", () => {
    const buyAd = ad({ ...sellAd, type: "buy", payment_method: "Payoneer" });
    const errors = validateTradeStart(
      { ...EMPTY_START_DRAFT, crypto: "12", fiat: "342", confirmed: true },
      { side: "sell", ad: buyAd, balance: null },
    );
    expect(errors).toEqual({ email: TRADE_MESSAGES.emailRequired });
  });
});

it("detailsKind and normalizedAmount", () => {
  expect(detailsKind("buy", "Local_Bank")).toBe("none");
  expect(detailsKind("sell", "Local_Bank")).toBe("bank");
  expect(detailsKind("sell", "Skrill")).toBe("email");
  expect(normalizedAmount(" 12.5000 ")).toBe("12.5");
});

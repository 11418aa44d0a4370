import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { checkAdDraft, type TAdDraft, type TAdRuleFacts } from "./ad-rules";
import { isListed, transitionAd } from "./ad-status";
import { isP2pAsset } from "./constants";
import { formatFixed, parseFixed } from "./fixed-point";
import { P2P_MESSAGES, priceBandMessage, sellerMinimumMessage } from "./messages";
import { isMethodSupported, methodsFor } from "./payment-methods";
import {
  formatBand,
  isWithinBand,
  priceBand,
  priceDecimals,
  referencePrice,
  roundToDecimals,
  spreadOf,
  spreadPrices,
} from "./price-band";
import { amountForUsd, basicAdLimits, hasBattery, meetsSellerMinimum, usdWorth } from "./quantity";

const s = toStroops;

describe("price band (8 % of the reference, edges included)", () => {
  const band = priceBand(s("100"));
  it.each([
    ["92", true],
    ["91.9999999", false],
    ["108", true],
    ["108.0000001", false],
    ["100", true],
  ])("%s → %s", (price, ok) => {
    expect(isWithinBand(s(price), band)).toBe(ok);
  });
  it("rounds the low edge up and the high edge down at 7 places", () => {
    const odd = priceBand(s("0.3333333"));
    expect(odd.low).toBe(s("0.3066667"));
    expect(odd.high).toBe(s("0.3599999"));
  });
  it("shows the band rounded inward: 2 places, or 4 significant digits under 100", () => {
    expect(formatBand(priceBand(s("29.4")))).toEqual({ low: "27.05", high: "31.75" });
    expect(formatBand(band)).toEqual({ low: "92.00", high: "108.00" });
    expect(formatBand(priceBand(s("0.3485672")))).toEqual({ low: "0.3207", high: "0.3764" });
    expect(formatBand(priceBand(s("0.05")))).toEqual({ low: "0.046", high: "0.054" });
    expect(formatBand(priceBand(s("2940")))).toEqual({ low: "2704.80", high: "3175.20" });
    expect(formatBand(priceBand(s("0.35")))).toEqual({ low: "0.322", high: "0.378" });
    // A band too narrow for the short form keeps every place.
    expect(formatBand({ low: s("0.0000011"), high: s("0.0000012") })).toEqual({
      low: "0.0000011",
      high: "0.0000012",
    });
  });
  it.each([
    ["1234.5", 2],
    ["29.4", 2],
    ["5.1", 3],
    ["0.35", 4],
    ["0.05", 5],
    ["0.0000004", 7],
  ])("priceDecimals(%s) = %i", (value, decimals) => {
    expect(priceDecimals(s(value))).toBe(decimals);
    expect(roundToDecimals(s("1.2345678"), 2, "up")).toBe(s("1.24"));
  });
  it("reference = USD price × the country's rate; spread prices around it", () => {
    expect(referencePrice(s("0.35"), s("84"))).toBe(s("29.4"));
    expect(spreadPrices(s("100"), s("1.5"))).toEqual({ buyPrice: s("101.5"), sellPrice: s("98.5") });
    expect(spreadOf(s("103.25"), s("100"))).toBe("3.25");
    expect(spreadOf(s("96.5"), s("100"))).toBe("-3.50");
  });
});

describe("quantities, battery and seller minimum", () => {
  it.each([
    ["100", "0.05", true],
    ["99.9999999", "0.05", false],
    ["0", "0.05", false],
  ])("battery with %s LEVELG at %s USD → %s", (balance, price, ok) => {
    expect(hasBattery(s(balance), s(price))).toBe(ok);
  });
  it("seller minimum: exactly 10 USD worth passes, less fails", () => {
    expect(meetsSellerMinimum(s("28.5714286"), s("0.35"))).toBe(true);
    expect(meetsSellerMinimum(s("28.5714285"), s("0.35"))).toBe(false);
  });
  it("basic limits: 10 USD min (up), 50 USD max (down), capped by a seller's balance", () => {
    expect(basicAdLimits(s("0.35"))).toEqual({
      minQty: s("28.5714286"),
      maxQty: s("142.8571428"),
      totalAmount: s("142.8571428"),
    });
    expect(basicAdLimits(s("0.35"), s("100")).maxQty).toBe(s("100"));
    expect(usdWorth(s("2"), s("0.35"))).toBe(s("0.7"));
    expect(amountForUsd(s("1"), s("3"), "down")).toBe(s("0.3333333"));
  });
  it("parses and formats fixed values", () => {
    expect(parseFixed(0.35)).toBe(s("0.35"));
    expect(parseFixed("1.12345678")).toBeUndefined();
    expect(parseFixed(Number.NaN)).toBeUndefined();
    expect(formatFixed(s("27.0480000"))).toBe("27.048");
    expect(formatFixed(s("5"), 0)).toBe("5");
  });
});

describe("payment methods by country", () => {
  it.each([
    ["Local_Bank", "IN", true],
    ["Local_Bank", "US", true],
    ["Payoneer", "US", true],
    ["Skrill", "us", true],
    ["Payoneer", "GB", false],
    ["Skrill", "MY", false],
  ] as const)("%s in %s → %s", (method, country, ok) => {
    expect(isMethodSupported(method, country)).toBe(ok);
  });
  it("lists the methods of a country", () => {
    expect(methodsFor("US")).toEqual(["Local_Bank", "Payoneer", "Skrill"]);
    expect(methodsFor("IN")).toEqual(["Local_Bank"]);
  });
});

describe("checkAdDraft (spec §5 'Create ad')", () => {
  const facts: TAdRuleFacts = {
    referencePrice: s("29.4"),
    assetUsdPrice: s("0.35"),
    activeCountries: ["US", "IN", "GB"],
    userCountry: "IN",
    holderName: "Asha Rao",
    trusted: true,
    assetBalance: s("1000"),
    levelgBalance: s("200"),
    levelgUsdPrice: s("0.05"),
  };
  const sell: TAdDraft = {
    type: "sell",
    assetCode: "XLM",
    detailed: true,
    unitPrice: "29.40",
    minQty: "30",
    maxQty: "100",
    total_amount: "500",
    location: "IN",
    payment_method: "Local_Bank",
    bank_name: "State Bank",
    bank_account_number: "0012345",
    bank_account_title: "asha  rao",
  };
  const buy: TAdDraft = {
    type: "buy",
    assetCode: "XLM",
    detailed: false,
    unitPrice: "29",
    location: "IN",
    payment_method: "Local_Bank",
    bank_name: "HDFC",
  };

  it("passes a valid sell and buy ad, with their limits", () => {
    const checked = checkAdDraft(sell, facts);
    expect(checked.message).toBeUndefined();
    expect(checked.limits).toEqual({ minQty: s("30"), maxQty: s("100"), totalAmount: s("500") });
    expect(checked.unitPrice).toBe(s("29.4"));
    expect(checkAdDraft(buy, facts).limits?.minQty).toBe(s("28.5714286"));
  });

  it.each<[string, Partial<TAdDraft>, Partial<TAdRuleFacts>, string, string]>([
    ["price over the band", { unitPrice: "31.7520001" }, {}, "unitPrice", priceBandMessage("27.05", "31.75")],
    ["price at the top edge", { unitPrice: "31.752" }, {}, "", ""],
    ["price at the low edge", { unitPrice: "27.048" }, {}, "", ""],
    [
      "price under the band",
      { unitPrice: "27.0479999" },
      {},
      "unitPrice",
      priceBandMessage("27.05", "31.75"),
    ],
    ["no price", { unitPrice: "" }, {}, "unitPrice", P2P_MESSAGES.fieldRequired],
    ["no min", { minQty: "" }, {}, "minQty", P2P_MESSAGES.fieldRequired],
    ["no max", { maxQty: " " }, {}, "maxQty", P2P_MESSAGES.fieldRequired],
    ["no location", { location: "" }, {}, "location", P2P_MESSAGES.fieldRequired],
    ["min above max", { minQty: "120" }, {}, "minQty", P2P_MESSAGES.minAboveMax],
    ["total below max", { total_amount: "99" }, {}, "total_amount", P2P_MESSAGES.totalBelowMax],
    ["seller min under 10 USD", { minQty: "28.5714285" }, {}, "minQty", sellerMinimumMessage("XLM")],
    ["seller without balance", {}, { assetBalance: 0n }, "balance", P2P_MESSAGES.notEnoughBalance],
    ["seller total above balance", {}, { assetBalance: s("499") }, "balance", P2P_MESSAGES.notEnoughBalance],
    ["no bank name", { bank_name: "" }, {}, "bank_name", P2P_MESSAGES.bankNameRequired],
    [
      "no account number",
      { bank_account_number: "" },
      {},
      "bank_account_number",
      P2P_MESSAGES.bankAccountNumberRequired,
    ],
    [
      "no account title",
      { bank_account_title: "" },
      {},
      "bank_account_title",
      P2P_MESSAGES.bankAccountTitleRequired,
    ],
    [
      "someone else's account",
      { bank_account_title: "Ravi Rao" },
      {},
      "bank_account_title",
      P2P_MESSAGES.thirdPartyAccount,
    ],
    [
      "Payoneer outside the US",
      { payment_method: "Payoneer", payoneer_email: "a@b.co" },
      {},
      "payment_method",
      P2P_MESSAGES.countryNotSupported,
    ],
    [
      "Skrill for a user outside the US",
      { payment_method: "Skrill", location: "US", skrill_email: "a@b.co" },
      {},
      "payment_method",
      P2P_MESSAGES.countryNotSupported,
    ],
    ["inactive location", { location: "FR" }, {}, "location", P2P_MESSAGES.countryNotSupported],
    ["untrusted asset", {}, { trusted: false }, "asset", P2P_MESSAGES.trustRequired],
    ["no battery", {}, { levelgBalance: s("99") }, "battery", P2P_MESSAGES.battery],
    ["a bad amount", { maxQty: "1.123456789" }, {}, "maxQty", P2P_MESSAGES.invalidAmount],
  ])("%s", (_name, change, factChange, field, message) => {
    const checked = checkAdDraft({ ...sell, ...change }, { ...facts, ...factChange });
    if (!field) {
      expect(checked.message).toBeUndefined();
      return;
    }
    expect(checked.errors[field as keyof typeof checked.errors]).toBe(message);
    expect(checked.message).toBeDefined();
  });

  it("US seller: Payoneer and Skrill need a valid e-mail", () => {
    const us = { ...facts, userCountry: "US", activeCountries: ["US"] };
    const base = { ...sell, location: "US", payment_method: "Payoneer" as const };
    expect(checkAdDraft({ ...base, payoneer_email: "" }, us).errors.payoneer_email).toBe(
      P2P_MESSAGES.emailRequired,
    );
    expect(checkAdDraft({ ...base, payoneer_email: "not-mail" }, us).errors.payoneer_email).toBe(
      P2P_MESSAGES.emailInvalid,
    );
    expect(checkAdDraft({ ...base, payoneer_email: "asha@pay.example" }, us).message).toBeUndefined();
    expect(
      checkAdDraft({ ...base, payment_method: "Skrill", skrill_email: "x" }, us).errors.skrill_email,
    ).toBe(P2P_MESSAGES.emailInvalid);
  });

  it("buy ads need only the bank name; a basic seller is capped by balance", () => {
    expect(checkAdDraft({ ...buy, bank_name: "" }, facts).message).toBe(P2P_MESSAGES.bankNameRequired);
    const basicSell = checkAdDraft({ ...sell, detailed: false }, { ...facts, assetBalance: s("50") });
    expect(basicSell.limits).toEqual({ minQty: s("28.5714286"), maxQty: s("50"), totalAmount: s("50") });
    const poor = checkAdDraft({ ...sell, detailed: false }, { ...facts, assetBalance: s("20") });
    expect(poor.errors.balance).toBe(P2P_MESSAGES.notEnoughBalance);
  });

  it("reports the first message in field order", () => {
    const checked = checkAdDraft({ ...sell, unitPrice: "1", bank_name: "" }, { ...facts, trusted: false });
    expect(checked.message).toBe(priceBandMessage("27.05", "31.75"));
  });
});

describe("ad status (spec §4)", () => {
  const ad = { status: "Paused" as const, availableAmount: s("50"), minQty: s("30") };
  it.each([
    [ad, "Active", true, true],
    [{ ...ad, availableAmount: s("29.9999999") }, "Active", false, false],
    [{ ...ad, availableAmount: 0n, minQty: 0n }, "Active", false, false],
    [{ ...ad, status: "Active" as const }, "Paused", true, true],
    [{ ...ad, status: "Active" as const, availableAmount: 0n }, "Paused", true, true],
    [ad, "Paused", true, false],
  ] as const)("%o → %s", (state, target, ok, changed) => {
    const result = transitionAd(state, target);
    expect(result.ok).toBe(ok);
    if (result.ok) expect(result.changed).toBe(changed);
    else expect(result.message).toBe(P2P_MESSAGES.notEnoughInAd);
  });
  it.each([
    [{ status: "Active", availableAmount: s("30"), minQty: s("30") }, true],
    [{ status: "Active", availableAmount: s("29"), minQty: s("30") }, false],
    [{ status: "Active", availableAmount: 0n, minQty: 0n }, false],
    [{ status: "Paused", availableAmount: s("50"), minQty: s("30") }, false],
  ] as const)("listed %o → %s", (state, listed) => {
    expect(isListed(state)).toBe(listed);
  });
});

describe("P2P assets (spec §2)", () => {
  it.each([
    [{ code: "XLM", native: true, anchored: false, issuedByOperator: false }, true],
    [{ code: "LEVELG", native: false, anchored: false, issuedByOperator: true }, true],
    [{ code: "USDT", native: false, anchored: true, issuedByOperator: true }, false],
    [{ code: "btc", native: false, anchored: false, issuedByOperator: true }, false],
    [{ code: "FOO", native: false, anchored: false, issuedByOperator: false }, false],
  ])("%o → %s", (asset, ok) => {
    expect(isP2pAsset(asset)).toBe(ok);
  });
});

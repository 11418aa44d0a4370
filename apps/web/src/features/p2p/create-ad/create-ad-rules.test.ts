import { P2P_MESSAGES, toStroops } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { checkCreateAd, isClean, type TCreateAdValues, toAdDraft } from "./create-ad-rules";

const buy: TCreateAdValues = {
  type: "buy",
  detailed: false,
  assetCode: "XLM",
  unitPrice: "0.35",
  minQty: "",
  maxQty: "",
  total_amount: "",
  location: "US",
  payment_method: "Local_Bank",
  bank_name: "First Bank",
  bank_account_number: "",
  bank_account_title: "Ada Lovelace",
  email: "",
};
const sell: TCreateAdValues = {
  ...buy,
  type: "sell",
  detailed: true,
  minQty: "30",
  maxQty: "100",
  total_amount: "200",
  bank_account_number: "12345678",
};
const facts = {
  loggedIn: true,
  kycApproved: true,
  referencePrice: toStroops("0.35"),
  assetUsdPrice: toStroops("0.35"),
  activeCountries: ["US", "MY"],
  userCountry: "US",
  holderName: "Ada Lovelace",
  trusted: true,
  assetBalance: toStroops("1000"),
  levelgBalance: toStroops("200"),
  levelgUsdPrice: toStroops("0.05"),
};

describe("checkCreateAd", () => {
  it("passes a complete basic buy ad and a detailed sell ad, with their limits", () => {
    expect(isClean(checkCreateAd(buy, facts))).toBe(true);
    const check = checkCreateAd(sell, facts);
    expect(isClean(check)).toBe(true);
    expect(check.limits?.totalAmount).toBe(toStroops("200"));
  });

  it("asks to sign in, then for approved KYC, before anything else", () => {
    expect(checkCreateAd(buy, { ...facts, loggedIn: false }).formMessage).toBe("You are not logged in.");
    expect(checkCreateAd(buy, { ...facts, kycApproved: false }).formMessage).toBe(
      "Kindly submit your KYC application.",
    );
  });

  it("holds the price to the band, edges included", () => {
    expect(checkCreateAd({ ...buy, unitPrice: "0.322" }, facts).fields.unitPrice).toBeUndefined();
    expect(checkCreateAd({ ...buy, unitPrice: "0.378" }, facts).fields.unitPrice).toBeUndefined();
    expect(checkCreateAd({ ...buy, unitPrice: "0.3219999" }, facts).fields.unitPrice).toBe(
      "Price must be between 0.322 and 0.378",
    );
    expect(checkCreateAd({ ...buy, unitPrice: "" }, facts).fields.unitPrice).toBe("This field is required");
  });

  it("maps the e-mail of either wallet method to the one e-mail field", () => {
    const skrill = { ...sell, payment_method: "Skrill" as const };
    expect(checkCreateAd({ ...skrill, email: "" }, facts).fields.email).toBe(
      "Please enter your email address",
    );
    expect(checkCreateAd({ ...skrill, email: "ada@" }, facts).fields.email).toBe(
      "Please enter a valid email address",
    );
    expect(checkCreateAd({ ...skrill, location: "MY", email: "a@b.co" }, facts).fields.payment_method).toBe(
      "Your country is not supported for this method.",
    );
  });

  it("turns account facts into one message: trust, battery, balance", () => {
    expect(checkCreateAd(buy, { ...facts, trusted: false }).formMessage).toBe(P2P_MESSAGES.trustRequired);
    expect(checkCreateAd(buy, { ...facts, levelgBalance: toStroops("99") }).formMessage).toBe(
      P2P_MESSAGES.battery,
    );
    expect(checkCreateAd(sell, { ...facts, assetBalance: 0n }).formMessage).toBe(
      "You do not have enough balance.",
    );
  });

  it("reports a basic seller's 10 USD minimum as a message, a detailed seller's under the field", () => {
    const poorPrice = { ...facts, assetUsdPrice: toStroops("0.35"), assetBalance: toStroops("20") };
    expect(checkCreateAd({ ...sell, detailed: false }, poorPrice).formMessage).toBeTruthy();
    expect(checkCreateAd({ ...sell, minQty: "20" }, facts).fields.minQty).toBe(
      "Min amount should be at least 10 USD worth of XLM to create add.",
    );
  });

  it("sends a buy ad's bank name only, and a seller's e-mail under its method's name", () => {
    expect(toAdDraft(buy)).not.toHaveProperty("bank_account_number");
    expect(toAdDraft({ ...sell, payment_method: "Payoneer", email: " a@b.co " })).toMatchObject({
      payoneer_email: "a@b.co",
    });
  });
});

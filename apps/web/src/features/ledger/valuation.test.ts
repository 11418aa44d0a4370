import type { TCatalogueAsset } from "@sextant/core";
import { toStroops } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { parseAccount } from "./balances";
import { coinRows, scaledRate, valueAt, walletTotals } from "./valuation";

const ISSUER = `G${"I".repeat(55)}`;

function entry(
  code: string,
  issuer: string,
  currentRate: number,
  btcRate: number,
  change = 0,
): TCatalogueAsset {
  return {
    code,
    short: code,
    issuer,
    name: `${code} name`,
    image: `/files/${code}.png`,
    desc: "",
    organization: "",
    currentRate,
    btcRate,
    high24h: 0,
    low24h: 0,
    rateChangeAmount: 0,
    rateChangePercent: change,
    totalVolume: 0,
    marketCap: 0,
    priceSource: "reference",
    displayDecimals: 4,
    displayColor: "#fff",
    isAssetAnchored: false,
    isSextantAnchor: false,
    distributionPublic: "",
    manualIssued: false,
    isErc20: false,
    isTrc20: false,
    homeDomainURL: "",
    infoLink: "",
    coingeckoId: "",
  };
}

describe("valueAt", () => {
  it.each([
    ["100", 0.35, "35"],
    ["1", 95000, "95000"],
    ["1000000", 4e-10, "0.0004"],
    ["5", 0, "0"],
    ["5", Number.NaN, "0"],
  ])("%s at %s is %s", (amount, rate, expected) => {
    expect(valueAt(toStroops(amount), rate)).toBe(toStroops(expected));
  });

  it("keeps 18 decimals of the rate", () => {
    expect(scaledRate(0.5)).toBe(500_000_000_000_000_000n);
  });
});

describe("coinRows and walletTotals", () => {
  const account = parseAccount({
    account_id: `G${"A".repeat(55)}`,
    sequence: "1",
    subentry_count: 1,
    balances: [
      { asset_type: "credit_alphanum4", asset_code: "USDT", asset_issuer: ISSUER, balance: "50.0000000" },
      { asset_type: "native", balance: "100.0000000" },
    ],
  });
  const usd = [entry("XLM", "", 0.5, 0.00001, 10), entry("USDT", ISSUER, 1, 0.00002, 0)];
  const eur = [entry("XLM", "", 0.4, 0.00001), entry("USDT", ISSUER, 0.8, 0.00002)];

  it("values each coin in the preference currency, USD and BTC", () => {
    const rows = coinRows(account, eur, usd);
    expect(
      rows.map((row) => [row.code, row.currencyValue, row.usdValue, row.btcValue, row.available]),
    ).toEqual([
      ["XLM", toStroops("40"), toStroops("50"), toStroops("0.001"), toStroops("98.5")],
      ["USDT", toStroops("40"), toStroops("50"), toStroops("0.001"), toStroops("50")],
    ]);
    expect(rows[1]?.fullName).toBe("USDT name");
  });

  it("adds up the totals and weights the change by value", () => {
    const totals = walletTotals(coinRows(account, usd, usd));
    expect(totals.usd).toBe(toStroops("100"));
    expect(totals.btc).toBe(toStroops("0.002"));
    expect(totals.percent).toBeCloseTo(5);
  });

  it("totals the value in the preference currency beside USD", () => {
    const totals = walletTotals(coinRows(account, eur, usd));
    expect(totals.value).toBe(toStroops("80"));
    expect(totals.usd).toBe(toStroops("100"));
  });

  it("shows unknown assets at zero value", () => {
    const rows = coinRows(account, [], []);
    expect(rows.every((row) => row.usdValue === 0n)).toBe(true);
    expect(walletTotals(rows).percent).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import type { TOrderedMarketConfig } from "../market/exchange-pair";
import { exchangeFirstReads, horizonHref, orderBookParams, pairTradesParams } from "./first-reads";

const ISSUER_L = `G${"L".repeat(55)}`;
const ISSUER_E = `G${"E".repeat(55)}`;
const HORIZON = "http://ledger.test:8000/";

function entry(market: string, marketIssure: string, to: string, toIssure: string, orderId: number) {
  return { marketCoinCode: market, marketIssure, toCoinCode: to, toIssure, orderId };
}
const CONFIG: TOrderedMarketConfig[] = [
  entry("XLM", "", "EURX", ISSUER_E, 2),
  entry("XLM", "", "LEVELG", ISSUER_L, 1),
  entry("XLM", "", "USDT", `G${"U".repeat(55)}`, 0),
];
const LEVELG_XLM = { base: { code: "XLM", issuer: "" }, counter: { code: "LEVELG", issuer: ISSUER_L } };

describe("exchangeFirstReads: the order book and latest trades a cold /exchange shows first", () => {
  it("reads the default pair (the first listed, USDT left out) when the URL names none", () => {
    const reads = exchangeFirstReads(HORIZON, new URLSearchParams(""), CONFIG);
    expect(reads?.pair).toEqual(LEVELG_XLM);
    expect(reads?.orderBook).toBe(
      `http://ledger.test:8000/order_book?selling_asset_type=credit_alphanum12&selling_asset_code=LEVELG` +
        `&selling_asset_issuer=${ISSUER_L}&buying_asset_type=native&limit=200`,
    );
    expect(reads?.trades).toBe(
      `http://ledger.test:8000/trades?base_asset_type=native&counter_asset_type=credit_alphanum12` +
        `&counter_asset_code=LEVELG&counter_asset_issuer=${ISSUER_L}&order=desc&limit=20`,
    );
  });

  it("reads the pair the URL names, bare codes resolved through the configuration in either orientation", () => {
    const named = exchangeFirstReads(HORIZON, new URLSearchParams("counter=EURX&base=XLM"), CONFIG);
    expect(named?.pair.counter).toEqual({ code: "EURX", issuer: ISSUER_E });
    const reversed = exchangeFirstReads(HORIZON, new URLSearchParams("counter=XLM&base=eurx"), CONFIG);
    expect(reversed?.pair).toEqual(named?.pair);
  });

  it("takes a pair named with issuers as it is, even one the configuration does not list", () => {
    const search = new URLSearchParams(`counter=ABC:${ISSUER_E}&base=XLM`);
    const reads = exchangeFirstReads(HORIZON, search, []);
    expect(reads?.pair).toEqual({
      base: { code: "XLM", issuer: "" },
      counter: { code: "ABC", issuer: ISSUER_E },
    });
    expect(reads?.orderBook).toContain("selling_asset_type=credit_alphanum4&selling_asset_code=ABC");
  });

  it("names nothing when the URL's pair cannot be resolved or there is no pair at all", () => {
    expect(exchangeFirstReads(HORIZON, new URLSearchParams("counter=NOPE&base=XLM"), CONFIG)).toBeNull();
    expect(exchangeFirstReads(HORIZON, new URLSearchParams(""), [])).toBeNull();
  });

  it("builds the same URLs as the panels' own requests (the parameter builders they use)", () => {
    const reads = exchangeFirstReads(HORIZON, new URLSearchParams(""), CONFIG);
    expect(reads?.orderBook).toBe(horizonHref(HORIZON, "/order_book", orderBookParams(LEVELG_XLM)));
    expect(reads?.trades).toBe(horizonHref(HORIZON, "/trades", pairTradesParams(LEVELG_XLM, 20)));
    expect(horizonHref(HORIZON, "/trades", pairTradesParams(LEVELG_XLM, 20, "123-4"))).toMatch(
      /&cursor=123-4$/,
    );
  });
});

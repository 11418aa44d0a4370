import { describe, expect, it } from "vitest";
import type { TPairOrientation } from "../market/pairs";
import { mergeTrades, myTradeRow, offerRow, type THorizonTradeRecord, tradeRow } from "./trade-rows";

const ISSUER = "GBTESTISSUERXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX";
const pair: TPairOrientation = {
  base: { code: "XLM", issuer: "" },
  counter: { code: "LEVELG", issuer: ISSUER },
};

const MAKER = "GMAKER";
const TAKER = "GTAKER";

/** A trade oriented XLM (base) / LEVELG (counter): 14 XLM for 100 LEVELG, price 100/14 LEVELG per XLM. */
function xlmBaseTrade(baseIsSeller: boolean): THorizonTradeRecord {
  return {
    id: "1-0",
    paging_token: "1-0",
    ledger_close_time: "2026-11-22T01:00:00Z",
    base_account: baseIsSeller ? MAKER : TAKER,
    counter_account: baseIsSeller ? TAKER : MAKER,
    base_amount: "14.0000000",
    counter_amount: "100.0000000",
    base_asset_type: "native",
    counter_asset_type: "credit_alphanum12",
    counter_asset_code: "LEVELG",
    counter_asset_issuer: ISSUER,
    base_is_seller: baseIsSeller,
    price: { n: "50", d: "7" },
  };
}

/** The same trade as Horizon orients it with LEVELG as base. */
function levelgBaseTrade(baseIsSeller: boolean): THorizonTradeRecord {
  return {
    ...xlmBaseTrade(baseIsSeller),
    base_account: baseIsSeller ? MAKER : TAKER,
    counter_account: baseIsSeller ? TAKER : MAKER,
    base_amount: "100.0000000",
    counter_amount: "14.0000000",
    base_asset_type: "credit_alphanum12",
    base_asset_code: "LEVELG",
    base_asset_issuer: ISSUER,
    counter_asset_type: "native",
    counter_asset_code: undefined,
    counter_asset_issuer: undefined,
    price: { n: "7", d: "50" },
  };
}

describe("tradeRow", () => {
  it("prices a pair-oriented trade in base per counter with 8 decimals", () => {
    expect(tradeRow(xlmBaseTrade(true), pair)).toMatchObject({
      pair: "LEVELG/XLM",
      price: "0.14000000",
      amount: "100.0000000",
      total: "14.00000000",
    });
  });

  it("re-orients a trade whose base is the listed coin", () => {
    expect(tradeRow(levelgBaseTrade(true), pair)).toMatchObject({
      price: "0.14000000",
      amount: "100.0000000",
      total: "14.00000000",
    });
  });

  it("marks a buy when the taker gave the market coin", () => {
    // base_is_seller: the maker sold the record's base (XLM); the taker gave LEVELG: a sell.
    expect(tradeRow(xlmBaseTrade(true), pair)?.buy).toBe(false);
    expect(tradeRow(xlmBaseTrade(false), pair)?.buy).toBe(true);
    // Maker sold LEVELG (record base), taker gave XLM: a buy.
    expect(tradeRow(levelgBaseTrade(true), pair)?.buy).toBe(true);
    expect(tradeRow(levelgBaseTrade(false), pair)?.buy).toBe(false);
  });

  it("ignores trades of other pairs", () => {
    const other = { ...xlmBaseTrade(true), counter_asset_code: "GBPX" };
    expect(tradeRow(other, pair)).toBeNull();
  });
});

describe("myTradeRow", () => {
  it("types the trade from the account's own side", () => {
    // The base account gives XLM: it bought LEVELG.
    expect(myTradeRow(xlmBaseTrade(true), pair, MAKER)?.type).toBe("BUY");
    expect(myTradeRow(xlmBaseTrade(true), pair, TAKER)?.type).toBe("SELL");
    expect(myTradeRow(levelgBaseTrade(true), pair, MAKER)?.type).toBe("SELL");
    expect(myTradeRow(xlmBaseTrade(true), pair, "GSOMEONE")).toBeNull();
  });
});

describe("mergeTrades", () => {
  it("keeps the newest first without duplicates and cuts to the limit", () => {
    const a = { id: "a", time: "2026-01-01T00:00:01Z" };
    const b = { id: "b", time: "2026-01-01T00:00:02Z" };
    const c = { id: "c", time: "2026-01-01T00:00:03Z" };
    expect(mergeTrades([b, a], [c, b]).map((row) => row.id)).toEqual(["c", "b", "a"]);
    expect(mergeTrades([b, a], [c], 2).map((row) => row.id)).toEqual(["c", "b"]);
  });
});

describe("offerRow", () => {
  const levelg = { asset_type: "credit_alphanum12", asset_code: "LEVELG", asset_issuer: ISSUER };
  const xlm = { asset_type: "native" };

  it("shows an offer selling the listed coin as a SELL at its price", () => {
    const row = offerRow(
      { id: 7, selling: levelg, buying: xlm, amount: "100.0000000", price_r: { n: 7, d: 50 } },
      pair,
    );
    expect(row).toMatchObject({
      offerId: "7",
      type: "SELL",
      price: "0.14000000",
      amount: "100.0000000",
      total: "14.00000000",
    });
  });

  it("shows an offer selling the market coin as a BUY at the inverse price in counter units", () => {
    // Sells 14 XLM at 50/7 LEVELG per XLM: buys 100 LEVELG at 0.14 XLM each.
    const row = offerRow(
      { id: "8", selling: xlm, buying: levelg, amount: "14.0000000", price_r: { n: 50, d: 7 } },
      pair,
    );
    expect(row).toMatchObject({
      type: "BUY",
      price: "0.14000000",
      amount: "100.0000000",
      total: "14.00000000",
    });
  });

  it("ignores offers of other pairs", () => {
    const gbpx = { asset_type: "credit_alphanum4", asset_code: "GBPX", asset_issuer: ISSUER };
    expect(
      offerRow({ id: 9, selling: gbpx, buying: xlm, amount: "1", price_r: { n: 1, d: 1 } }, pair),
    ).toBeNull();
  });
});

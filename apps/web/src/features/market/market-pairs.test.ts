import { describe, expect, it } from "vitest";
import { TEST_MARKET_CONFIG, testMarketPairs, testPair } from "./market-fixtures.test-support";
import {
  exchangeStateOf,
  FAVORITE_TAB,
  listedMarketPairs,
  marketPairKey,
  marketTabNames,
  matchesCoinSearch,
  pairsOfTab,
  placeholderPairs,
  topMarketPairs,
} from "./market-pairs";

const keys = (pairs: { base: string; counter: string }[]) =>
  pairs.map((pair) => `${pair.counter}/${pair.base}`);

describe("market pairs", () => {
  it("names a pair COUNTER/BASE, the KISHU pair the other way round", () => {
    expect(marketPairKey(testPair("XLM", "LEVELG"))).toBe("LEVELG/XLM");
    expect(marketPairKey(testPair("XLM", "KISHU"))).toBe("XLM/KISHU");
  });

  it("lists pairs by orderId and hides the excluded assets", () => {
    expect(keys(listedMarketPairs(testMarketPairs()))).toEqual([
      "LEVELG/XLM",
      "EURX/XLM",
      "GOLDX/XLM",
      "GBPX/XLM",
      "EURX/LEVELG",
      "GOLDX/LEVELG",
      "GOLDX/EURX",
      "GBPX/EURX",
    ]);
  });

  it("takes at most four top pairs, flagged showOnTop, by orderId, never an excluded one", () => {
    expect(keys(topMarketPairs(testMarketPairs()))).toEqual([
      "LEVELG/XLM",
      "EURX/XLM",
      "GOLDX/XLM",
      "EURX/LEVELG",
    ]);
    expect(keys(topMarketPairs(testMarketPairs(), 2))).toEqual(["LEVELG/XLM", "EURX/XLM"]);
    expect(topMarketPairs([testPair("XLM", "GBPX"), testPair("XLM", "KISHU")])).toEqual([]);
  });

  it("puts 'Favorite' first, then the first three market coins by orderId", () => {
    expect(marketTabNames(testMarketPairs())).toEqual([FAVORITE_TAB, "XLM", "LEVELG", "EURX"]);
    expect(marketTabNames(testMarketPairs(), 2)).toEqual([FAVORITE_TAB, "XLM", "LEVELG"]);
    expect(marketTabNames([testPair("EURX", "GBPX"), testPair("LEVELG", "EURX")])).toEqual([
      FAVORITE_TAB,
      "LEVELG",
      "EURX",
    ]);
    expect(marketTabNames([])).toEqual([FAVORITE_TAB]);
  });

  it("searches the counter code case-insensitively", () => {
    const eurx = testPair("XLM", "EURX");
    expect(matchesCoinSearch(eurx, "eur")).toBe(true);
    expect(matchesCoinSearch(eurx, " EuR ")).toBe(true);
    expect(matchesCoinSearch(eurx, "")).toBe(true);
    expect(matchesCoinSearch(eurx, "xlm")).toBe(false);
  });

  it("fills a market tab with its pairs and the Favorite tab with the starred ones, then applies the search", () => {
    const pairs = testMarketPairs();
    expect(keys(pairsOfTab(pairs, "XLM", [], ""))).toEqual([
      "LEVELG/XLM",
      "EURX/XLM",
      "GOLDX/XLM",
      "GBPX/XLM",
    ]);
    expect(keys(pairsOfTab(pairs, "XLM", [], "eur"))).toEqual(["EURX/XLM"]);
    expect(keys(pairsOfTab(pairs, "EURX", [], "EUR"))).toEqual([]);
    expect(keys(pairsOfTab(pairs, FAVORITE_TAB, [], ""))).toEqual([]);
    expect(keys(pairsOfTab(pairs, FAVORITE_TAB, ["GBPX/EURX", "LEVELG/XLM", "USDT/XLM"], ""))).toEqual([
      "LEVELG/XLM",
      "GBPX/EURX",
    ]);
    expect(keys(pairsOfTab(pairs, FAVORITE_TAB, ["GBPX/EURX", "LEVELG/XLM"], "gb"))).toEqual(["GBPX/EURX"]);
  });

  it("shows the configured pairs without figures before the statistics arrive", () => {
    const placeholders = placeholderPairs(TEST_MARKET_CONFIG);
    expect(keys(listedMarketPairs(placeholders))).toHaveLength(8);
    const kishu = placeholders.find((pair) => pair.toCoinCode === "KISHU");
    expect(kishu && marketPairKey(kishu)).toBe("XLM/KISHU");
    for (const pair of placeholders) {
      expect([pair.close, pair.high, pair.low, pair.volume, pair.change]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
    }
  });

  it("opens the exchange with the pair's base and counter assets", () => {
    expect(exchangeStateOf(testPair("LEVELG", "EURX"))).toEqual({
      base: { code: "LEVELG", issuer: testPair("LEVELG", "EURX").baseIssuer },
      counter: { code: "EURX", issuer: testPair("LEVELG", "EURX").counterIssuer },
    });
    expect(exchangeStateOf(testPair("XLM", "LEVELG")).base).toEqual({ code: "XLM", issuer: "" });
  });
});

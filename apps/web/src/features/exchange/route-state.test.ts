import type { TMarketConfigEntry } from "@sextant/core";
import { describe, expect, it } from "vitest";
import {
  defaultExchangePair,
  exchangeState,
  formatPair,
  listedPairs,
  parseExchangeState,
  resolveExchangePair,
} from "./route-state";

const ISSUER_L = `G${"L".repeat(55)}`;
const ISSUER_E = `G${"E".repeat(55)}`;
const ISSUER_U = `G${"U".repeat(55)}`;

function entry(
  market: string,
  marketIssuer: string,
  to: string,
  toIssuer: string,
  orderId: number,
): TMarketConfigEntry {
  return {
    marketCoinCode: market,
    marketIssure: marketIssuer,
    toCoinCode: to,
    toIssure: toIssuer,
    showOnTop: true,
    orderId,
  };
}

const CONFIG = [
  entry("XLM", "", "USDT", ISSUER_U, 0),
  entry("XLM", "", "EURX", ISSUER_E, 2),
  entry("XLM", "", "LEVELG", ISSUER_L, 1),
  entry("LEVELG", ISSUER_L, "EURX", ISSUER_E, 3),
];

describe("parseExchangeState", () => {
  it.each([
    [undefined, null],
    [{ base: "XLM" }, null],
    [{ base: "XLM", counter: "" }, null],
    [
      { base: "XLM", counter: "LEVELG" },
      { base: { code: "XLM", issuer: null }, counter: { code: "LEVELG", issuer: null } },
    ],
    [
      { base: { code: "XLM", issuer: "" }, counter: { code: "LEVELG", issuer: ISSUER_L } },
      { base: { code: "XLM", issuer: "" }, counter: { code: "LEVELG", issuer: ISSUER_L } },
    ],
    [
      { base: { code: "XLM" }, counter: { code: "EURX" } },
      { base: { code: "XLM", issuer: "" }, counter: { code: "EURX", issuer: null } },
    ],
  ])("%j gives %j", (state, expected) => {
    expect(parseExchangeState(state)).toEqual(expected);
  });
});

describe("resolveExchangePair", () => {
  it("takes assets with issuers as they are", () => {
    const pair = resolveExchangePair(
      { base: { code: "EURX", issuer: ISSUER_E }, counter: { code: "GBPX", issuer: ISSUER_U } },
      [],
    );
    expect(pair).toEqual({
      base: { code: "EURX", issuer: ISSUER_E },
      counter: { code: "GBPX", issuer: ISSUER_U },
    });
  });

  it("resolves bare codes through the configuration, in either orientation", () => {
    const expected = { base: { code: "XLM", issuer: "" }, counter: { code: "LEVELG", issuer: ISSUER_L } };
    expect(
      resolveExchangePair(parseExchangeState({ base: "XLM", counter: "levelg" }) ?? never(), CONFIG),
    ).toEqual(expected);
    expect(
      resolveExchangePair(parseExchangeState({ base: "LEVELG", counter: "XLM" }) ?? never(), CONFIG),
    ).toEqual(expected);
    expect(
      resolveExchangePair(parseExchangeState({ base: "XLM", counter: "NOPE" }) ?? never(), CONFIG),
    ).toBeNull();
  });
});

describe("defaultExchangePair", () => {
  it("is the first configured pair without excluded assets", () => {
    expect(listedPairs(CONFIG).map(formatPair)).toEqual(["LEVELG/XLM", "EURX/XLM", "EURX/LEVELG"]);
    const pair = defaultExchangePair(CONFIG);
    expect(pair && formatPair(pair)).toBe("LEVELG/XLM");
    expect(defaultExchangePair([])).toBeNull();
  });

  it("round-trips through the route state", () => {
    const pair = defaultExchangePair(CONFIG) ?? never();
    expect(resolveExchangePair(parseExchangeState(exchangeState(pair)) ?? never(), [])).toEqual(pair);
  });
});

function never(): never {
  throw new Error("unexpected null");
}

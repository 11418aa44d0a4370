import { describe, expect, it } from "vitest";
import {
  exchangePairHref,
  exchangePairSearch,
  parseExchangePairSearch,
  parseUrlPairAsset,
  urlPairAsset,
} from "./pair-url";

const L1 = `G${"L".repeat(55)}`;
const L2 = `G${"M".repeat(55)}`;
const XLM = { code: "XLM", issuer: "" };
const LEVELG = { code: "LEVELG", issuer: L1 };
const FAKE_LEVELG = { code: "LEVELG", issuer: L2 };

describe("parseUrlPairAsset", () => {
  it.each([
    ["XLM", { code: "XLM", issuer: "" }],
    ["xlm", { code: "XLM", issuer: "" }],
    ["native", { code: "XLM", issuer: "" }],
    ["LEVELG", { code: "LEVELG", issuer: null }],
    [` LEVELG:${L1} `, { code: "LEVELG", issuer: L1 }],
    ["LEVELG:GBAD", null],
    ["", null],
    [null, null],
    ["TOOLONGCODE123", null],
    ["A B", null],
  ])("%j reads %j", (text, expected) => {
    expect(parseUrlPairAsset(text)).toEqual(expected);
  });
});

describe("exchangePairSearch", () => {
  it("writes bare codes when the known assets make them unambiguous", () => {
    expect(exchangePairSearch({ base: XLM, counter: LEVELG }, [XLM, LEVELG])).toBe("counter=LEVELG&base=XLM");
  });

  it("writes the issuer when another asset has the same code, or nothing is known", () => {
    expect(exchangePairSearch({ base: XLM, counter: LEVELG }, [XLM, LEVELG, FAKE_LEVELG])).toBe(
      `counter=LEVELG%3A${L1}&base=XLM`,
    );
    expect(urlPairAsset(LEVELG)).toBe(`LEVELG:${L1}`);
    expect(exchangePairHref({ base: XLM, counter: LEVELG })).toBe(
      `/exchange?counter=LEVELG%3A${L1}&base=XLM`,
    );
  });

  it("reads back what it writes", () => {
    const pair = { base: LEVELG, counter: { code: "EURX", issuer: L2 } };
    expect(parseExchangePairSearch(new URLSearchParams(exchangePairSearch(pair)))).toEqual(pair);
    expect(parseExchangePairSearch(new URLSearchParams("counter=LEVELG&base=XLM"))).toEqual({
      base: { code: "XLM", issuer: "" },
      counter: { code: "LEVELG", issuer: null },
    });
  });

  it("names no pair when a side is missing or malformed", () => {
    expect(parseExchangePairSearch(new URLSearchParams("counter=LEVELG"))).toBeNull();
    expect(parseExchangePairSearch(new URLSearchParams("counter=LEVELG&base=X:Y"))).toBeNull();
    expect(parseExchangePairSearch(new URLSearchParams(""))).toBeNull();
  });
});

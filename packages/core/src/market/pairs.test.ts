import { describe, expect, it } from "vitest";
import { isListedPair, pairAssetId, pairLabel, pairOrientation, parsePairAssetId } from "./pairs";

const ISSUER = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";

describe("pairOrientation", () => {
  it("reads the market coin as base and the listed coin as counter", () => {
    const pair = pairOrientation({
      marketCoinCode: "XLM",
      marketIssure: "",
      toCoinCode: "LEVELG",
      toIssure: ISSUER,
    });
    expect(pair).toEqual({ base: { code: "XLM", issuer: "" }, counter: { code: "LEVELG", issuer: ISSUER } });
    expect(pairLabel(pair)).toBe("LEVELG/XLM");
  });

  it("swaps base and counter for the KISHU pair, whatever the case of its code", () => {
    const pair = pairOrientation({
      marketCoinCode: "XLM",
      marketIssure: "",
      toCoinCode: "kishu",
      toIssure: ISSUER,
    });
    expect(pair.base).toEqual({ code: "kishu", issuer: ISSUER });
    expect(pair.counter).toEqual({ code: "XLM", issuer: "" });
    expect(pairLabel(pair)).toBe("XLM/kishu");
  });
});

describe("isListedPair", () => {
  it("hides pairs with an excluded asset on either side", () => {
    const xlm = { code: "XLM", issuer: "" };
    expect(isListedPair({ base: xlm, counter: { code: "LEVELG", issuer: ISSUER } })).toBe(true);
    expect(isListedPair({ base: xlm, counter: { code: "USDT", issuer: ISSUER } })).toBe(false);
    expect(isListedPair({ base: { code: "kishu", issuer: ISSUER }, counter: xlm })).toBe(false);
  });
});

describe("pair asset ids", () => {
  it("writes XLM for native and CODE:ISSUER otherwise, and reads them back", () => {
    expect(pairAssetId({ code: "XLM", issuer: "" })).toBe("XLM");
    expect(pairAssetId({ code: "EURX", issuer: ISSUER })).toBe(`EURX:${ISSUER}`);
    expect(parsePairAssetId("native")).toEqual({ code: "XLM", issuer: "" });
    expect(parsePairAssetId(`EURX:${ISSUER}`)).toEqual({ code: "EURX", issuer: ISSUER });
  });

  it("rejects malformed ids", () => {
    expect(parsePairAssetId("EURX")).toBeUndefined();
    expect(parsePairAssetId(`TOOLONGASSETCODE:${ISSUER}`)).toBeUndefined();
    expect(parsePairAssetId("EURX:GABC")).toBeUndefined();
  });
});

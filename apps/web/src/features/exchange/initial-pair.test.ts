import type { TMarketConfigEntry } from "@sextant/core";
import { afterEach, describe, expect, it } from "vitest";
import { clearCustomPair, saveCustomPair } from "./custom-pair-storage";
import { requestedExchangePair } from "./initial-pair";

const ISSUER = "GAXK56VCC3GHJ47GGA56U44TS7TV5PC7QUVNYK22XPWKVZGGKTCZVANL";
const XLM = { code: "XLM", issuer: "" };
const LEVELG = { code: "LEVELG", issuer: ISSUER };
const USDT = { code: "USDT", issuer: ISSUER };
const entry = (code: string, orderId: number): TMarketConfigEntry => ({
  marketCoinCode: "XLM",
  marketIssure: "",
  toCoinCode: code,
  toIssure: ISSUER,
  showOnTop: true,
  orderId,
});
const CONFIG = [entry("USDT", 2), entry("LEVELG", 1)];

describe("requestedExchangePair: the pair a cold /exchange opens on, known without a request when it can be", () => {
  afterEach(() => clearCustomPair());

  it.each([
    ["issuers in the URL, no configuration needed", `?counter=LEVELG:${ISSUER}&base=XLM`, undefined, LEVELG],
    ["bare codes resolved through the configuration", "?counter=USDT&base=XLM", CONFIG, USDT],
    ["the default: the first listed pair by orderId", "", CONFIG, LEVELG],
  ])("%s", (_name, search, config, counter) => {
    expect(requestedExchangePair(search, null, config)).toEqual({ base: XLM, counter });
  });

  it("cannot name a pair from bare codes or a default before the configuration is known", () => {
    expect(requestedExchangePair("?counter=USDT&base=XLM", null, undefined)).toBeNull();
    expect(requestedExchangePair("", null, undefined)).toBeNull();
  });

  it("takes route state, then the pair last applied with GO, before the default", () => {
    const state = { base: XLM, counter: USDT };
    expect(requestedExchangePair("", state, CONFIG)).toEqual({ base: XLM, counter: USDT });
    saveCustomPair({ base: XLM, counter: USDT });
    expect(requestedExchangePair("", null, CONFIG)).toEqual({ base: XLM, counter: USDT });
  });
});

import { describe, expect, it } from "vitest";
import { formatPair, parseExchangeState } from "./route-state";

describe("parseExchangeState", () => {
  it.each([
    [undefined, null],
    [{ base: "XLM" }, null],
    [{ base: "XLM", counter: "" }, null],
    [
      { base: "XLM", counter: "LEVELG" },
      { base: "XLM", counter: "LEVELG" },
    ],
    [
      { base: { code: "XLM" }, counter: { code: "USDT", issuer: "G…" } },
      { base: "XLM", counter: "USDT" },
    ],
  ])("%j gives %j", (state, expected) => {
    expect(parseExchangeState(state)).toEqual(expected);
  });

  it("formats a pair as BASE/COUNTER", () => {
    expect(formatPair({ base: "xlm", counter: "levelg" })).toBe("XLM/LEVELG");
  });
});

import type { TPairAsset } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { checkPairChoice, distinctAssets, PAIR_CHOICE_MESSAGES } from "./pair-choice";

const XLM: TPairAsset = { code: "XLM", issuer: "" };
const LEVELG: TPairAsset = { code: "LEVELG", issuer: "GL" };
const EURX: TPairAsset = { code: "EURX", issuer: "GE" };
const configured = [
  { base: XLM, counter: LEVELG },
  { base: XLM, counter: EURX },
  { base: EURX, counter: LEVELG },
];

const holdsAll = () => true;

describe("checkPairChoice", () => {
  it("refuses the same asset on both sides first", () => {
    expect(
      checkPairChoice({ market: EURX, listed: EURX, loggedIn: false, holds: holdsAll, configured }),
    ).toEqual({
      ok: false,
      message: PAIR_CHOICE_MESSAGES.sameAssets,
      trust: null,
    });
  });

  it("asks visitors to log in", () => {
    const result = checkPairChoice({
      market: XLM,
      listed: LEVELG,
      loggedIn: false,
      holds: holdsAll,
      configured,
    });
    expect(result).toMatchObject({ ok: false, message: "Please login First!" });
  });

  it("asks to trust both assets or the missing one, naming the asset to trust", () => {
    const none = checkPairChoice({
      market: EURX,
      listed: LEVELG,
      loggedIn: true,
      holds: () => false,
      configured,
    });
    expect(none).toEqual({ ok: false, message: "Please Trust both Assets", trust: LEVELG });
    const one = checkPairChoice({
      market: XLM,
      listed: LEVELG,
      loggedIn: true,
      holds: (asset) => asset.code === "XLM",
      configured,
    });
    expect(one).toEqual({ ok: false, message: "Please Trust this Asset first", trust: LEVELG });
  });

  it("applies the configured orientation of the chosen pair", () => {
    expect(
      checkPairChoice({ market: LEVELG, listed: EURX, loggedIn: true, holds: holdsAll, configured }),
    ).toEqual({
      ok: true,
      pair: { base: EURX, counter: LEVELG },
    });
    const unlisted = { code: "GBPX", issuer: "GG" };
    expect(
      checkPairChoice({ market: XLM, listed: unlisted, loggedIn: true, holds: holdsAll, configured }),
    ).toEqual({
      ok: true,
      pair: { base: XLM, counter: unlisted },
    });
  });
});

describe("distinctAssets", () => {
  it("lists each asset of a side once, in order", () => {
    expect(distinctAssets(configured, "base")).toEqual([XLM, EURX]);
    expect(distinctAssets(configured, "counter")).toEqual([LEVELG, EURX]);
  });
});

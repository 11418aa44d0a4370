import { describe, expect, it } from "vitest";
import { INT64_MAX } from "../../constants";
import {
  adjustOffer,
  buyOfferLiabilities,
  exchangeV10,
  exchangeWithoutThresholds,
  offerLiabilities,
  withinPriceError,
} from "./exchange";

const p = (n: number, d: number) => ({ n, d });

describe("exchangeV10", () => {
  it("wheat stays, n ≤ d: sheep rounded down first, wheat follows down", () => {
    // p = 1/3, maker 100 wheat, taker 10 sheep: wheatValue = 100, sheepValue = 30 → stays;
    // sheepSend = ⌊30/3⌋ = 10, wheatReceive = ⌊10·3/1⌋ = 30.
    expect(exchangeV10(p(1, 3), 100n, INT64_MAX, 10n, INT64_MAX)).toEqual({
      wheatReceived: 30n,
      sheepSent: 10n,
      wheatStays: true,
    });
  });

  it("wheat stays, n > d: wheat rounded down, sheep up (favours the maker)", () => {
    // p = 3/2, maker 1000, taker 100 sheep: sheepValue = 200 → wheatReceive = ⌊200/3⌋ = 66,
    // sheepSend = ⌈66·3/2⌉ = 99.
    expect(exchangeV10(p(3, 2), 1000n, INT64_MAX, 100n, INT64_MAX)).toMatchObject({
      wheatReceived: 66n,
      sheepSent: 99n,
    });
  });

  it("sheep stays, n ≤ d: sheep down, wheat up (favours the taker that stays)", () => {
    // p = 3/7, maker 99999998, taker 30 XLM: wheatValue = 299999994 < sheepValue = 2100000000;
    // sheepSend = ⌊299999994/7⌋ = 42857142, wheatReceive = ⌈42857142·7/3⌉ = 99999998.
    expect(exchangeV10(p(3, 7), 99_999_998n, INT64_MAX, 300_000_000n, INT64_MAX)).toEqual({
      wheatReceived: 99_999_998n,
      sheepSent: 42_857_142n,
      wheatStays: false,
    });
  });

  it("no trade when rounding would move the price by more than 1 %", () => {
    // p = 2/3, taker 7 sheep: sheepSend = ⌊21/3⌋ = 7, wheatReceive = ⌊7·3/2⌋ = 10;
    // |100·2·10 − 100·3·7| = 100 > 2·10 = 20.
    expect(exchangeWithoutThresholds(p(2, 3), 1000n, INT64_MAX, 7n, INT64_MAX, "normal")).toMatchObject({
      wheatReceived: 10n,
      sheepSent: 7n,
    });
    expect(exchangeV10(p(2, 3), 1000n, INT64_MAX, 7n, INT64_MAX)).toMatchObject({
      wheatReceived: 0n,
      sheepSent: 0n,
    });
    expect(withinPriceError(p(2, 3), 10n, 7n)).toBe(false);
    expect(withinPriceError(p(3, 7), 23_333_333n, 10_000_000n)).toBe(true);
  });

  it("strict-send and strict-receive roundings favour the resting offer without the 1 % bound", () => {
    expect(exchangeWithoutThresholds(p(2, 3), 1000n, INT64_MAX, 7n, INT64_MAX, "strict-send")).toMatchObject({
      wheatReceived: 10n,
      sheepSent: 7n,
    });
    // strict receive, p = 2/3, want 101 wheat: sheepValue = 202, wheatReceive = ⌊202/2⌋ = 101, sheepSend = ⌈101·2/3⌉ = 68.
    expect(
      exchangeWithoutThresholds(p(2, 3), 150n, 101n, INT64_MAX, INT64_MAX, "strict-receive"),
    ).toMatchObject({
      wheatReceived: 101n,
      sheepSent: 68n,
    });
  });
});

describe("adjustOffer and liabilities", () => {
  it("normalises resting amounts and is idempotent", () => {
    expect(adjustOffer(p(3, 7), 100_000_000n, INT64_MAX)).toBe(99_999_998n);
    expect(adjustOffer(p(3, 7), 99_999_998n, INT64_MAX)).toBe(99_999_998n);
    expect(adjustOffer(p(1, 3), 10n, INT64_MAX)).toBe(9n);
    // 33 stroops at 3/2 cannot execute within 1 % (see the conformance test); 35 can.
    expect(adjustOffer(p(3, 2), 33n, INT64_MAX)).toBe(0n);
    expect(adjustOffer(p(3, 2), 35n, INT64_MAX)).toBe(35n);
    // limited by what the seller can receive: 10 sheep at 1/2 buys at most 20 wheat.
    expect(adjustOffer(p(1, 2), 100n, 10n)).toBe(20n);
  });

  it("sell and buy offer liabilities", () => {
    // 35 at 3/2: selling 35, buying ⌊35·3/2⌋ = 52.
    expect(offerLiabilities(p(3, 2), 35n)).toEqual({ selling: 35n, buying: 52n });
    expect(offerLiabilities(p(3, 7), 99_999_998n)).toEqual({ selling: 99_999_998n, buying: 42_857_142n });
    // buy 1 USD at 3/7 XLM/USD → sell price 7/3: selling ⌊30000000/7⌋ = 4285714 XLM, buying 9999999 USD.
    expect(buyOfferLiabilities(p(7, 3), 10_000_000n)).toEqual({ selling: 4_285_714n, buying: 9_999_999n });
  });
});

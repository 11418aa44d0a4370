import { describe, expect, it } from "vitest";
import {
  depositIntoEmpty,
  depositIntoNonEmpty,
  isBadDepositPrice,
  isqrt,
  poolReceiveQuote,
  poolSendQuote,
  withdrawalAmount,
} from "./pool-math";

describe("pool math", () => {
  it("isqrt floors exactly, also at the int64 edge", () => {
    for (const n of [0n, 1n, 2n, 3n, 4n, 15n, 16n, 17n, 99n, 100n]) {
      const r = isqrt(n);
      expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
    }
    const max = 9_223_372_036_854_775_807n;
    expect(isqrt(max * max)).toBe(max);
    expect(isqrt(max * max - 1n)).toBe(max - 1n);
    expect(isqrt(max)).toBe(3_037_000_499n);
  });

  it("first deposit takes everything and mints floor(sqrt(a*b)) shares", () => {
    expect(depositIntoEmpty(1_000_000_000n, 4_000_000_000n)).toEqual({
      amountA: 1_000_000_000n,
      amountB: 4_000_000_000n,
      shares: 2_000_000_000n,
    });
    expect(depositIntoEmpty(2n, 3n).shares).toBe(2n);
  });

  it("later deposits mint the smaller proportional share count and round amounts up", () => {
    // reserves 10/30 with 17 shares: maxA 4 -> 6 shares (68/10), maxB 9 -> 5 shares (153/30)
    const plan = depositIntoNonEmpty(4n, 9n, 10n, 30n, 17n);
    expect(plan.shares).toBe(5n);
    expect(plan.amountA).toBe(3n); // ceil(50/17)
    expect(plan.amountB).toBe(9n); // ceil(150/17)
  });

  it("checks the deposit price A/B against [min, max] exactly", () => {
    const one = { n: 1n, d: 1n };
    expect(isBadDepositPrice(5n, 5n, one, one)).toBe(false);
    expect(isBadDepositPrice(5n, 4n, one, one)).toBe(true);
    expect(isBadDepositPrice(4n, 5n, { n: 4n, d: 5n }, { n: 4n, d: 5n })).toBe(false);
    expect(isBadDepositPrice(0n, 5n, { n: 0n, d: 1n }, { n: 9n, d: 1n })).toBe(true);
  });

  it("withdrawals round down", () => {
    expect(withdrawalAmount(5n, 10n, 17n)).toBe(2n);
    expect(withdrawalAmount(17n, 10n, 17n)).toBe(10n);
  });

  it("quotes with the 30 bps fee: send rounds down, receive rounds up", () => {
    // 9970*1000*100 / (10000*1000 + 9970*100) = 997000000/10997000 = 90.66...
    expect(poolSendQuote(1000n, 1000n, 100n, 30)).toBe(90n);
    // 10000*1000*9 / (991*9970) = 90000000/9880270 = 9.109 -> 10
    expect(poolReceiveQuote(1000n, 1000n, 9n, 30)).toBe(10n);
    expect(poolReceiveQuote(1000n, 1000n, 1000n, 30)).toBeUndefined();
  });
});

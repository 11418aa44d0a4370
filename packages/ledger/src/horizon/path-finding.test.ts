import { describe, expect, it } from "vitest";
import type { Offer } from "../engine/offers/offer";
import { costToBuy, proceedsOfSelling, strictReceivePaths, strictSendPaths } from "./path-finding";

const usd = { type: "credit_alphanum4" as const, code: "USD", issuer: "GISSUER" };
const xlm = { type: "native" as const };
const offer = (id: bigint, amount: bigint, n: number, d: number): Offer => ({
  id,
  sellerId: `G${id}`,
  selling: usd,
  buying: xlm,
  amount,
  price: { n, d },
  flags: 0,
  lastModifiedLedger: 1,
});

describe("order book quotes", () => {
  it("cost to buy rounds every offer's payment up", () => {
    // 10 at 3/1 costs 30; the next 5 at 7/2: ⌈5·7/2⌉ = 18.
    expect(costToBuy([offer(1n, 10n, 3, 1), offer(2n, 100n, 7, 2)], 15n)).toBe(48n);
    // n ≤ d bounds the offer to ⌈⌊10·1/3⌋·3/1⌉ = 9 units.
    expect(costToBuy([offer(1n, 10n, 1, 3)], 10n)).toBe(-1n);
    expect(costToBuy([offer(1n, 10n, 1, 3)], 9n)).toBe(3n);
  });

  it("proceeds of selling round down on the last, partially taken offer", () => {
    // First offer taken whole (10 units for 30), then 5 left at 7/2: ⌊5·2/7⌋ = 1.
    expect(proceedsOfSelling([offer(1n, 10n, 3, 1), offer(2n, 100n, 7, 2)], 35n)).toBe(11n);
    expect(proceedsOfSelling([offer(1n, 10n, 3, 1)], 31n)).toBe(-1n);
  });

  it("direct paths come with the requested amount and an empty path", () => {
    expect(strictReceivePaths([], usd, 5n, [usd])).toEqual([
      { source: usd, sourceAmount: 5n, destination: usd, destinationAmount: 5n, path: [] },
    ]);
  });
});

describe("graph reuse", () => {
  it("answers repeated searches on the same arrays alike, and follows new arrays", () => {
    const book = [offer(1n, 100n, 2, 1)];
    const pools: never[] = [];
    const first = strictSendPaths(book, xlm, 20n, [usd], pools);
    expect(first).toEqual([
      { source: xlm, sourceAmount: 20n, destination: usd, destinationAmount: 10n, path: [] },
    ]);
    expect(strictSendPaths(book, xlm, 20n, [usd], pools)).toEqual(first);
    // The reverse direction is built from the same arrays without disturbing the forward one.
    expect(strictReceivePaths(book, usd, 10n, [xlm], pools)[0]?.sourceAmount).toBe(20n);
    const cheaper = [offer(2n, 100n, 1, 1)];
    expect(strictSendPaths(cheaper, xlm, 20n, [usd], pools)[0]?.destinationAmount).toBe(20n);
  });
});

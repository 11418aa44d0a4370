import { describe, expect, it } from "vitest";
import { formatRatio, orderBookView, type THorizonBookLevel } from "./order-book";

function level(price: string, n: number, d: number, amount: string): THorizonBookLevel {
  return { price, price_r: { n, d }, amount };
}

describe("formatRatio", () => {
  it("rounds half up to the requested places", () => {
    expect(formatRatio(1n, 3n, 8)).toBe("0.33333333");
    expect(formatRatio(2n, 3n, 8)).toBe("0.66666667");
    expect(formatRatio(7n, 2n, 0)).toBe("4");
    expect(formatRatio(-1n, 4n, 2)).toBe("-0.25");
  });
});

describe("orderBookView", () => {
  // Pair LEVELG/XLM: asks sell LEVELG (amount in LEVELG), bids sell XLM (amount in XLM), prices XLM per LEVELG.
  const book = {
    asks: [level("0.1500000", 3, 20, "100.0000000"), level("0.1400000", 7, 50, "50.0000000")],
    bids: [level("0.1000000", 1, 10, "20.0000000"), level("0.1300000", 13, 100, "13.0000000")],
  };

  it("orders both sides from the spread outwards and pads the sell side to nine rows", () => {
    const view = orderBookView(book);
    expect(view.sells).toHaveLength(9);
    expect(view.sells.slice(0, 7).every((row) => row.placeholder && row.price === "-")).toBe(true);
    expect(view.sells.slice(7).map((row) => row.price)).toEqual(["0.15000000", "0.14000000"]);
    expect(view.buys.map((row) => row.price)).toEqual(["0.13000000", "0.10000000"]);
    expect(view.buys.every((row) => row.buy)).toBe(true);
    expect(view.sells.some((row) => row.buy)).toBe(false);
  });

  it("gives amounts in counter units and totals in base units with 8 decimals", () => {
    const view = orderBookView(book);
    const bestAsk = view.sells[8];
    expect(bestAsk).toMatchObject({ amount: "50.0000000", total: "7.00000000", priceValue: "0.1400000" });
    // A bid of 13 XLM at 0.13 XLM per LEVELG buys 100 LEVELG.
    expect(view.buys[0]).toMatchObject({ amount: "100.0000000", total: "13.00000000" });
    expect(view.buys[1]).toMatchObject({ amount: "200.0000000", total: "20.00000000" });
  });

  it("computes best prices and the spread", () => {
    const view = orderBookView(book);
    expect(view.bestAsk).toBe("0.14000000");
    expect(view.bestBid).toBe("0.13000000");
    expect(view.spread).toBe("0.01000000");
    expect(view.spreadPercent).toBe("7.14");
  });

  it("scales depth bars only by levels within 20 % of the best price", () => {
    const view = orderBookView({
      asks: [
        level("1.0000000", 1, 1, "10.0000000"),
        level("1.1000000", 11, 10, "10.0000000"),
        // 1.5 is beyond 120 % of 1.0: it must not shrink the other bars.
        level("1.5000000", 3, 2, "1000.0000000"),
      ],
      bids: [],
    });
    const [far, second, best] = view.sells.slice(6);
    expect(best?.depth).toBe(50);
    expect(second?.depth).toBe(100);
    expect(far?.depth).toBe(100);
  });

  it("shares one depth scale between both sides", () => {
    const view = orderBookView({
      asks: [level("1.0000000", 1, 1, "10.0000000")],
      bids: [level("0.9000000", 9, 10, "36.0000000")],
    });
    // Bid: 36 XLM at 0.9 = 40 LEVELG, the deepest in range; the ask of 10 LEVELG is a quarter of it.
    expect(view.buys[0]?.depth).toBe(100);
    expect(view.sells[8]?.depth).toBe(25);
  });

  it("keeps nine levels a side and skips damaged levels", () => {
    const many = Array.from({ length: 12 }, (_, i) => level(`${i + 1}.0000000`, i + 1, 1, "1.0000000"));
    const view = orderBookView({ asks: [...many, level("0", 0, 1, "5")], bids: many });
    expect(view.sells.filter((row) => !row.placeholder)).toHaveLength(9);
    expect(view.sells[8]?.price).toBe("1.00000000");
    expect(view.buys).toHaveLength(9);
    expect(view.buys[0]?.price).toBe("12.00000000");
  });

  it("is empty but padded with no offers", () => {
    const view = orderBookView({ asks: [], bids: [] });
    expect(view.sells).toHaveLength(9);
    expect(view.buys).toEqual([]);
    expect(view.spread).toBeNull();
    expect(view.bestAsk).toBeNull();
  });
});

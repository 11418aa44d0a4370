import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { fillAveragePrice, orderPlacedMessage } from "./order-fill";
import { parseFormDecimal } from "./order-form";

const CODES = { base: "XLM", counter: "LEVELG" };

describe("orderPlacedMessage", () => {
  it("says what a market buy received and at what average price", () => {
    const fill = { counter: toStroops("50"), base: toStroops("10.25"), resting: false };
    expect(orderPlacedMessage("buy", CODES, fill)).toBe(
      "Bought 50.0000000 LEVELG for 10.2500000 XLM at an average price of 0.20500000 XLM.",
    );
  });

  it("says what a sell gave and received, and when the rest stays on the book", () => {
    const fill = { counter: toStroops("3"), base: toStroops("1"), resting: true };
    expect(orderPlacedMessage("sell", CODES, fill)).toBe(
      "Sold 3.0000000 LEVELG for 1.0000000 XLM at an average price of 0.33333333 XLM. The rest of the order is on the book.",
    );
  });

  it("keeps the spec's words for an order that filled nothing", () => {
    expect(orderPlacedMessage("buy", CODES, null)).toBe("Offer placed successfully.");
    expect(orderPlacedMessage("sell", CODES, { counter: 0n, base: 0n, resting: true })).toBe(
      "Offer placed successfully.",
    );
  });

  it("averages in base per counter at 8 decimals", () => {
    expect(fillAveragePrice({ counter: toStroops("120"), base: toStroops("27.5") })).toBe(
      parseFormDecimal("0.22916666"),
    );
    expect(fillAveragePrice({ counter: 0n, base: 5n })).toBe(0n);
  });
});

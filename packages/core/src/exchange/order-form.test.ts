import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import {
  applyOrderInput,
  EMPTY_ORDER_DRAFT,
  FORM_UNIT,
  formatFormDecimal,
  hasOrderErrors,
  isOrderInputText,
  marketQuote,
  ORDER_FORM_MESSAGES,
  orderAmountFromTotal,
  orderGives,
  orderSellerFee,
  orderTotal,
  parseFormDecimal,
  percentShortcutAmount,
  type TOrderValidationInput,
  toLedgerStroops,
  trustRequiredMessage,
  validateOrder,
} from "./order-form";
import { ZERO_EXCHANGE_FEE } from "./seller-fee";

const form = (text: string): bigint => {
  const value = parseFormDecimal(text);
  if (value === null) throw new Error(`bad test value ${text}`);
  return value;
};
const FEE = { exchangeSellerFeeFixed: "0.01", exchangeSellerFeePercent: "0.1" };

describe("form decimals", () => {
  it("parses up to 8 decimals and rejects the rest", () => {
    expect(parseFormDecimal("1.5")).toBe(150_000_000n);
    expect(parseFormDecimal(".00000001")).toBe(1n);
    expect(parseFormDecimal("7.")).toBe(700_000_000n);
    expect(parseFormDecimal("")).toBeNull();
    expect(parseFormDecimal(".")).toBeNull();
    expect(parseFormDecimal("1.000000001")).toBeNull();
    expect(parseFormDecimal("-1")).toBeNull();
    expect(parseFormDecimal("1e3")).toBeNull();
  });

  it("accepts only what may be typed into a field", () => {
    expect(isOrderInputText("")).toBe(true);
    expect(isOrderInputText("12.")).toBe(true);
    expect(isOrderInputText("0.12345678")).toBe(true);
    expect(isOrderInputText("0.123456789")).toBe(false);
    expect(isOrderInputText("1,5")).toBe(false);
    expect(isOrderInputText("1.2.3")).toBe(false);
  });

  it("prints 8 decimals or fewer, truncating", () => {
    expect(formatFormDecimal(form("12.5"))).toBe("12.50000000");
    expect(formatFormDecimal(form("0.12345678"), 5)).toBe("0.12345");
    expect(formatFormDecimal(form("3"), 0)).toBe("3");
  });

  it("rounds to the ledger's 7 decimals half up", () => {
    expect(toLedgerStroops(form("1.00000005"))).toBe(toStroops("1.0000001"));
    expect(toLedgerStroops(form("1.00000004"))).toBe(toStroops("1"));
  });
});

describe("linked price, amount and total", () => {
  it("computes total = price × amount to 8 decimals", () => {
    expect(orderTotal(form("0.14"), form("250"))).toBe(form("35"));
    expect(orderTotal(form("0.33333333"), form("3"))).toBe(form("0.99999999"));
    // 0.12345678 × 0.5 = 0.06172839
    expect(orderTotal(form("0.12345678"), form("0.5"))).toBe(form("0.06172839"));
  });

  it("computes amount = total ÷ price to 8 decimals, 0 without a price", () => {
    expect(orderAmountFromTotal(form("35"), form("0.14"))).toBe(form("250"));
    expect(orderAmountFromTotal(form("1"), form("3"))).toBe(form("0.33333333"));
    expect(orderAmountFromTotal(form("2"), form("3"))).toBe(form("0.66666667"));
    expect(orderAmountFromTotal(form("2"), 0n)).toBe(0n);
  });

  it("updates the total from price or amount and the amount from the total", () => {
    let draft = applyOrderInput(EMPTY_ORDER_DRAFT, "price", "0.2");
    expect(draft).toEqual({ price: "0.2", amount: "", total: "" });
    draft = applyOrderInput(draft, "amount", "12.5");
    expect(draft.total).toBe("2.50000000");
    draft = applyOrderInput(draft, "total", "5");
    expect(draft.amount).toBe("25.00000000");
    draft = applyOrderInput(draft, "price", "0.25");
    expect(draft.total).toBe("6.25000000");
    draft = applyOrderInput(draft, "amount", "");
    expect(draft.total).toBe("");
    draft = applyOrderInput(draft, "total", "");
    expect(draft.amount).toBe("");
  });
});

describe("the seller fee of an order", () => {
  it("is charged on what the order gives: the total of a buy, the amount of a sell", () => {
    // buy 250 at 0.14 gives 35 base: 0.01 + 0.1 % of 35 = 0.045
    expect(orderGives("buy", form("0.14"), form("250"))).toBe(toStroops("35"));
    expect(orderSellerFee("buy", form("0.14"), form("250"), FEE)).toBe(toStroops("0.045"));
    // sell 250 gives 250 counter: 0.01 + 0.25
    expect(orderGives("sell", form("0.14"), form("250"))).toBe(toStroops("250"));
    expect(orderSellerFee("sell", form("0.14"), form("250"), FEE)).toBe(toStroops("0.26"));
  });

  it("rounds what a buy gives up to the stroop", () => {
    // 0.33333333 × 1 = 0.33333333 → 0.3333334 on the ledger's side of caution
    expect(orderGives("buy", form("0.33333333"), form("1"))).toBe(toStroops("0.3333334"));
  });

  it("is zero for an empty amount", () => {
    expect(orderSellerFee("sell", form("1"), 0n, FEE)).toBe(0n);
  });
});

describe("percent shortcuts", () => {
  it("sell: a share of the counter balance to 5 decimals", () => {
    const amount = percentShortcutAmount({
      side: "sell",
      percent: 10,
      spendable: toStroops("123.4567891"),
      price: null,
      settings: ZERO_EXCHANGE_FEE,
    });
    expect(formatFormDecimal(amount)).toBe("12.34567000");
  });

  it("buy: a share of the base balance divided by the price", () => {
    const amount = percentShortcutAmount({
      side: "buy",
      percent: 50,
      spendable: toStroops("100"),
      price: form("0.3"),
      settings: ZERO_EXCHANGE_FEE,
    });
    // 50 / 0.3 = 166.666666… → 166.66666
    expect(formatFormDecimal(amount)).toBe("166.66666000");
  });

  it("100 % leaves room for the fee so the order passes the balance check", () => {
    const sell = percentShortcutAmount({
      side: "sell",
      percent: 100,
      spendable: toStroops("100"),
      price: null,
      settings: FEE,
    });
    // a + 0.01 + 0.001·a ≤ 100 → a ≤ 99.99 / 1.001 = 99.8901098…
    expect(formatFormDecimal(sell)).toBe("99.89010000");
    const gives = orderGives("sell", form("1"), sell);
    expect(gives + orderSellerFee("sell", form("1"), sell, FEE)).toBeLessThanOrEqual(toStroops("100"));

    const price = form("0.14");
    const buy = percentShortcutAmount({
      side: "buy",
      percent: 100,
      spendable: toStroops("10"),
      price,
      settings: FEE,
    });
    const buyGives = orderGives("buy", price, buy);
    expect(buyGives + orderSellerFee("buy", price, buy, FEE)).toBeLessThanOrEqual(toStroops("10"));
    // one step more would not fit
    const more = buy + 1000n;
    expect(orderGives("buy", price, more) + orderSellerFee("buy", price, more, FEE)).toBeGreaterThan(
      toStroops("10"),
    );
  });

  it("is 0 without a balance, or for a buy without a price", () => {
    const base = { percent: 100, settings: FEE, price: form("1") } as const;
    expect(percentShortcutAmount({ ...base, side: "sell", spendable: 0n })).toBe(0n);
    expect(percentShortcutAmount({ ...base, side: "buy", spendable: toStroops("5"), price: null })).toBe(0n);
    // the fixed fee alone eats a tiny balance
    expect(percentShortcutAmount({ ...base, side: "sell", spendable: toStroops("0.005") })).toBe(0n);
  });
});

describe("validateOrder", () => {
  const valid: TOrderValidationInput = {
    side: "buy",
    type: "limit",
    price: form("0.14"),
    amount: form("100"),
    spendable: toStroops("50"),
    settings: FEE,
    untrusted: [],
  };

  it("passes a funded order", () => {
    expect(validateOrder(valid)).toEqual({});
    expect(hasOrderErrors(validateOrder(valid))).toBe(false);
  });

  it("requires the price of a limit order and the amount", () => {
    const errors = validateOrder({ ...valid, price: null, amount: null });
    expect(errors).toEqual({
      price: ORDER_FORM_MESSAGES.priceRequired,
      amount: ORDER_FORM_MESSAGES.amountRequired,
    });
    expect(ORDER_FORM_MESSAGES.priceRequired).toBe("Price field is required.");
    expect(ORDER_FORM_MESSAGES.amountRequired).toBe("Amount field is required.");
    // A zero is not a missing field: it is told to be above 0.
    expect(validateOrder({ ...valid, price: 0n }).price).toBe("Price should be greater than 0.");
    expect(validateOrder({ ...valid, amount: 0n }).amount).toBe("Amount should be greater than 0.");
    // less than half a stroop rounds to nothing on the ledger
    expect(validateOrder({ ...valid, amount: 4n }).amount).toBe("Amount should be greater than 0.");
  });

  it("does not ask a market order for a price, but for a book that fills it", () => {
    expect(validateOrder({ ...valid, type: "market", price: null }).amount).toBe("Not enough offers.");
    expect(validateOrder({ ...valid, type: "market", bookTooThin: true }).amount).toBe("Not enough offers.");
    expect(validateOrder({ ...valid, type: "market" })).toEqual({});
  });

  it("checks the balance including the fee: the base for a buy, the counter for a sell", () => {
    // buy 100 at 0.14 gives 14 + fee 0.024
    expect(validateOrder({ ...valid, spendable: toStroops("14.024") })).toEqual({});
    expect(validateOrder({ ...valid, spendable: toStroops("14.0239999") }).total).toBe(
      "Your balance is not enough.",
    );
    const sell = { ...valid, side: "sell" as const };
    // sell 100 gives 100 + fee 0.11
    expect(validateOrder({ ...sell, spendable: toStroops("100.11") })).toEqual({});
    expect(validateOrder({ ...sell, spendable: toStroops("100.1") }).amount).toBe(
      "Your balance is not enough.",
    );
  });

  it("wants the fee below the total of a buy and below the amount of a sell", () => {
    const bigFixed = { exchangeSellerFeeFixed: "1", exchangeSellerFeePercent: "0" };
    // buy 5 at 0.2 gives 1, fee 1
    expect(validateOrder({ ...valid, price: form("0.2"), amount: form("5"), settings: bigFixed }).total).toBe(
      "This amount should be greater than fee",
    );
    expect(
      validateOrder({
        ...valid,
        side: "sell",
        amount: form("0.5"),
        settings: bigFixed,
        spendable: toStroops("9"),
      }).amount,
    ).toBe("This amount should be greater than your fee");
  });

  it("asks for both trustlines", () => {
    const errors = validateOrder({ ...valid, untrusted: ["LEVELG"] });
    expect(errors.form).toBe("You need to trust LEVELG in order to proceed.");
    expect(trustRequiredMessage("EURX")).toBe("You need to trust EURX in order to proceed.");
  });
});

describe("marketQuote", () => {
  // asks in counter, bids in base (Horizon's order_book?selling=counter&buying=base)
  const book = {
    asks: [
      { price: "0.1000000", amount: "100.0000000" },
      { price: "0.1200000", amount: "50.0000000" },
    ],
    bids: [
      { price: "0.0900000", amount: "9.0000000" },
      { price: "0.0800000", amount: "8.0000000" },
    ],
  };

  it("walks the asks for a buy and adds the protection margin", () => {
    const quote = marketQuote("buy", form("120"), book);
    expect(quote?.limitPrice).toBe(form("0.1212"));
    // (100 × 0.1 + 20 × 0.12) / 120
    expect(quote?.averagePrice).toBe(((form("12.4") * FORM_UNIT) / form("120")) as bigint);
    expect(quote?.total).toBe(form("12.4"));
    expect(marketQuote("buy", form("50"), book)?.limitPrice).toBe(form("0.101"));
  });

  it("walks the bids for a sell, their amounts in base, and lowers the price by the margin", () => {
    // the first level buys 9 / 0.09 = 100 counter
    expect(marketQuote("sell", form("100"), book)?.limitPrice).toBe(form("0.0891"));
    expect(marketQuote("sell", form("150"), book)?.limitPrice).toBe(form("0.0792"));
  });

  it("is null when the book can't fill the amount or there is no amount", () => {
    expect(marketQuote("buy", form("150.00000001"), book)).toBeNull();
    expect(marketQuote("sell", form("201"), book)).toBeNull();
    expect(marketQuote("buy", 0n, book)).toBeNull();
    expect(marketQuote("buy", form("1"), { asks: [], bids: [] })).toBeNull();
  });
});

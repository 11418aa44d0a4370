import { STROOPS_PER_UNIT } from "../amount";
import { exchangeSellerFee, type TExchangeFeeSettings } from "./seller-fee";

/**
 * The exchange order form (spec doc 1 §4, §5): price, amount and total linked, the percent shortcuts, the seller
 * fee and the validation messages. A pair is shown as COUNTER/BASE: the amount is in the counter asset, the
 * price in base units per counter unit and the total (price × amount) in the base asset. A buy gives the total
 * in base and receives the amount in counter; a sell gives the amount in counter and receives the total.
 *
 * The form works on 8 decimals (spec §5: "to 8 decimals"); the ledger keeps 7, so every amount that is
 * submitted or checked against a balance is first rounded to the stroop with `toLedgerStroops`.
 */

export type TOrderSide = "buy" | "sell";
export type TOrderType = "limit" | "market";
export type TOrderField = "price" | "amount" | "total";

export const ORDER_FORM_MESSAGES = {
  priceRequired: "Price field is required.",
  amountRequired: "Amount field is required.",
  /** The spec words only the empty fields; a zero is refused as its swap form words it ('… greater than 0'). */
  priceAboveZero: "Price should be greater than 0.",
  amountAboveZero: "Amount should be greater than 0.",
  balanceNotEnough: "Your balance is not enough.",
  buyFeeAboveTotal: "This amount should be greater than fee",
  sellFeeAboveAmount: "This amount should be greater than your fee",
  notEnoughOffers: "Not enough offers.",
  offerFailed: "Error adding offer.",
  unableToAddOffer: "Unable to add offer",
  placed: "Offer placed successfully.",
} as const;

/** 'You need to trust {asset} in order to proceed.' */
export function trustRequiredMessage(assetCode: string): string {
  return `You need to trust ${assetCode} in order to proceed.`;
}

/** Decimals of the price, amount and total fields. */
export const ORDER_FORM_DECIMALS = 8;
/** Decimals of an amount set by a percent shortcut. */
export const PERCENT_SHORTCUT_DECIMALS = 5;
export const PERCENT_SHORTCUTS = [10, 50, 100] as const;
/** A market order's limit price is the price that fills it on the current book, worsened by this percent. */
export const MARKET_PRICE_MARGIN_PERCENT = 1n;

/** One unit at 8 decimals. */
export const FORM_UNIT = 10n ** BigInt(ORDER_FORM_DECIMALS);
const FORM_PER_STROOP = FORM_UNIT / STROOPS_PER_UNIT;

const FORM_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** True when the text may be typed into a price, amount or total field (digits, one dot, at most 8 decimals). */
export function isOrderInputText(text: string): boolean {
  const match = FORM_DECIMAL.exec(text);
  return match !== null && (match[2] ?? "").length <= ORDER_FORM_DECIMALS;
}

/** Parses a field into units of 10^-8; null when it is empty or not a decimal with at most 8 places. */
export function parseFormDecimal(text: string): bigint | null {
  const trimmed = text.trim();
  const match = FORM_DECIMAL.exec(trimmed);
  if (!match || trimmed === "" || trimmed === ".") return null;
  const [, whole = "", fraction = ""] = match;
  if (fraction.length > ORDER_FORM_DECIMALS) return null;
  return BigInt(whole || "0") * FORM_UNIT + BigInt(fraction.padEnd(ORDER_FORM_DECIMALS, "0"));
}

/** Prints units of 10^-8 with `decimals` places (8 by default), truncating any further places. */
export function formatFormDecimal(value: bigint, decimals: number = ORDER_FORM_DECIMALS): string {
  const whole = value / FORM_UNIT;
  const fraction = (value % FORM_UNIT).toString().padStart(ORDER_FORM_DECIMALS, "0").slice(0, decimals);
  return decimals > 0 ? `${whole}.${fraction}` : whole.toString();
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function divideUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/** total = price × amount, at 8 decimals (half up). */
export function orderTotal(price: bigint, amount: bigint): bigint {
  return divideHalfUp(price * amount, FORM_UNIT);
}

/** amount = total ÷ price, at 8 decimals (half up); 0 without a price. */
export function orderAmountFromTotal(total: bigint, price: bigint): bigint {
  return price > 0n ? divideHalfUp(total * FORM_UNIT, price) : 0n;
}

/** An 8-decimal value rounded half up to the ledger's 7 decimals, in stroops. */
export function toLedgerStroops(value: bigint): bigint {
  return divideHalfUp(value, FORM_PER_STROOP);
}

/** Stroops as an 8-decimal form value. */
export function stroopsToForm(stroops: bigint): bigint {
  return stroops * FORM_PER_STROOP;
}

/** The three linked fields as typed. */
export interface TOrderDraft {
  price: string;
  amount: string;
  total: string;
}

export const EMPTY_ORDER_DRAFT: TOrderDraft = { price: "", amount: "", total: "" };

/**
 * The draft after `field` was typed: price or amount recompute the total, the total recomputes the amount
 * (spec §5). A field that can't be computed yet is left as it is.
 */
export function applyOrderInput(draft: TOrderDraft, field: TOrderField, text: string): TOrderDraft {
  const next = { ...draft, [field]: text };
  const price = parseFormDecimal(next.price);
  if (field === "total") {
    const total = parseFormDecimal(text);
    if (price !== null && price > 0n && total !== null) {
      next.amount = formatFormDecimal(orderAmountFromTotal(total, price));
    } else if (text.trim() === "") {
      next.amount = "";
    }
    return next;
  }
  const amount = parseFormDecimal(next.amount);
  if (price !== null && amount !== null) next.total = formatFormDecimal(orderTotal(price, amount));
  else if (amount === null) next.total = "";
  return next;
}

/** What an order gives away in stroops: a buy gives the total in base, a sell the amount in counter. */
export function orderGives(side: TOrderSide, price: bigint, amount: bigint): bigint {
  if (side === "sell") return toLedgerStroops(amount);
  // The ledger may take up to price × amount of base; rounding up keeps the balance check on the safe side.
  return divideUp(price * toLedgerStroops(amount), FORM_UNIT);
}

/** The operator's seller fee of an order, stroops, paid in the asset the order gives. */
export function orderSellerFee(
  side: TOrderSide,
  price: bigint,
  amount: bigint,
  settings: TExchangeFeeSettings,
): bigint {
  return exchangeSellerFee(orderGives(side, price, amount), settings);
}

/**
 * The amount a percent shortcut sets (spec §5: 5 decimals), in 8-decimal units. `spendable` is what the order
 * may use of the asset it gives, stroops. The shortcut leaves room for the seller fee, so 100 % passes the
 * balance check: buy → the total plus its fee fit the base balance, sell → the amount plus its fee fit the
 * counter balance. Rounded down to 5 decimals; 0 when nothing fits or a buy has no price.
 */
export function percentShortcutAmount(options: {
  side: TOrderSide;
  percent: number;
  spendable: bigint;
  price: bigint | null;
  settings: TExchangeFeeSettings;
}): bigint {
  const { side, percent, spendable, price, settings } = options;
  if (spendable <= 0n || (side === "buy" && (price === null || price <= 0n))) return 0n;
  const budget = (spendable * BigInt(Math.round(percent * 100))) / 10_000n;
  const step = 10n ** BigInt(ORDER_FORM_DECIMALS - PERCENT_SHORTCUT_DECIMALS);
  const amountFor = (gives: bigint): bigint => {
    const raw = side === "sell" ? stroopsToForm(gives) : (stroopsToForm(gives) * FORM_UNIT) / (price ?? 1n);
    return (raw / step) * step;
  };
  const fits = (amount: bigint) => {
    const gives = orderGives(side, price ?? 0n, amount);
    return gives + exchangeSellerFee(gives, settings) <= budget;
  };
  // Start from the whole budget and step down until the order and its fee fit; the fee is at most a few
  // percent, so a bisection keeps this short.
  let high = amountFor(budget);
  if (fits(high)) return high;
  let low = 0n;
  high /= step;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (fits(middle * step)) low = middle;
    else high = middle - 1n;
  }
  return low * step;
}

/** What validation needs besides the typed fields. */
export interface TOrderValidationInput {
  side: TOrderSide;
  type: TOrderType;
  /** The price used: typed for a limit order, derived from the book for a market order (null when none). */
  price: bigint | null;
  amount: bigint | null;
  /** What the order may spend of the asset it gives, stroops. */
  spendable: bigint;
  settings: TExchangeFeeSettings;
  /** The codes of the pair's assets without a trustline (both are required). */
  untrusted: readonly string[];
  /** A market order whose amount the book can't fill. */
  bookTooThin?: boolean;
}

export type TOrderErrors = Partial<Record<TOrderField | "form", string>>;

/**
 * The spec's checks in order: both trustlines, price, amount, book depth (market), balance including the fee,
 * then the fee against what the order gives.
 */
export function validateOrder(input: TOrderValidationInput): TOrderErrors {
  const errors: TOrderErrors = {};
  const [firstUntrusted] = input.untrusted;
  if (firstUntrusted !== undefined) errors.form = trustRequiredMessage(firstUntrusted);
  if (input.type === "limit" && (input.price === null || input.price <= 0n)) {
    errors.price =
      input.price === null ? ORDER_FORM_MESSAGES.priceRequired : ORDER_FORM_MESSAGES.priceAboveZero;
  }
  if (input.amount === null || toLedgerStroops(input.amount) <= 0n) {
    errors.amount =
      input.amount === null ? ORDER_FORM_MESSAGES.amountRequired : ORDER_FORM_MESSAGES.amountAboveZero;
    return errors;
  }
  if (input.type === "market" && (input.bookTooThin || input.price === null)) {
    errors.amount = ORDER_FORM_MESSAGES.notEnoughOffers;
    return errors;
  }
  if (errors.price || input.price === null) return errors;
  const gives = orderGives(input.side, input.price, input.amount);
  const fee = exchangeSellerFee(gives, input.settings);
  const feeField = input.side === "buy" ? "total" : "amount";
  if (gives + fee > input.spendable) errors[feeField] = ORDER_FORM_MESSAGES.balanceNotEnough;
  else if (fee >= gives) {
    errors[feeField] =
      input.side === "buy" ? ORDER_FORM_MESSAGES.buyFeeAboveTotal : ORDER_FORM_MESSAGES.sellFeeAboveAmount;
  }
  return errors;
}

export function hasOrderErrors(errors: TOrderErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** One order book level as Horizon gives it: a decimal price (base per counter) and a decimal amount. */
export interface TBookLevel {
  price: string;
  amount: string;
}

/** The order book of the pair, read as Horizon's order_book?selling=counter&buying=base. */
export interface TPairBook {
  /** Offers selling counter, cheapest first; amounts in counter. */
  asks: readonly TBookLevel[];
  /** Offers buying counter, dearest first; amounts in base (Horizon's bid amounts are in the other asset). */
  bids: readonly TBookLevel[];
}

/** A market order's price on the current book. */
export interface TMarketQuote {
  /** The limit price submitted: the last level needed, worsened by the protection margin. */
  limitPrice: bigint;
  /** The average price the amount fills at on the book as it is. */
  averagePrice: bigint;
  /** What the amount costs (buy) or brings (sell) in base on the book as it is. */
  total: bigint;
}

/**
 * The price a market order of `amount` counter needs on `book` (8-decimal units): a buy walks the asks up, a
 * sell the bids down, until the amount is filled. null when the book can't fill it (spec: 'Not enough offers.').
 */
export function marketQuote(side: TOrderSide, amount: bigint, book: TPairBook): TMarketQuote | null {
  if (amount <= 0n) return null;
  const levels = side === "buy" ? book.asks : book.bids;
  let remaining = amount;
  let cost = 0n;
  let lastPrice = 0n;
  for (const level of levels) {
    const price = parseFormDecimal(level.price);
    const size = parseFormDecimal(level.amount);
    if (price === null || size === null || price <= 0n || size <= 0n) continue;
    const counterSize = side === "buy" ? size : (size * FORM_UNIT) / price;
    const taken = counterSize < remaining ? counterSize : remaining;
    cost += price * taken;
    remaining -= taken;
    lastPrice = price;
    if (remaining === 0n) break;
  }
  if (remaining > 0n) return null;
  const margin = (lastPrice * MARKET_PRICE_MARGIN_PERCENT) / 100n;
  return {
    limitPrice: side === "buy" ? lastPrice + margin : lastPrice - margin,
    averagePrice: cost / amount,
    total: divideHalfUp(cost, FORM_UNIT),
  };
}

import { formatAmount, STROOPS_PER_UNIT, toStroops } from "../amount";
import { ORDER_BOOK_LEVELS } from "../constants";

/**
 * The exchange order book (spec doc 1 §3 'Order book row', §9): Horizon's `order_book` of a pair turned into the
 * rows the screen shows, in the pair orientation of `core/market/pairs.ts` — price in base units per counter
 * unit, amount in counter units, total in base units.
 *
 * Ask for the book with `selling = pair.counter` and `buying = pair.base`: Horizon's asks are then the offers
 * selling the listed coin, priced in base per counter and sized in counter units; its bids are the offers selling
 * the market coin, priced the same way but sized in base units (Horizon gives bids in its counter asset).
 */

/** A rational price as Horizon gives it (`price_r`). */
export interface TPriceRatio {
  n: number | string;
  d: number | string;
}

/** One level of a Horizon order book. */
export interface THorizonBookLevel {
  price: string;
  price_r: TPriceRatio;
  amount: string;
}

export interface THorizonOrderBook {
  bids: readonly THorizonBookLevel[];
  asks: readonly THorizonBookLevel[];
}

/** Prices and totals show 8 decimals (spec §9). */
export const ORDER_BOOK_DECIMALS = 8;
/** Only levels within this percent of the best price size the depth bars (spec §9). */
export const DEPTH_RANGE_PERCENT = 20n;

/** One row of the order book; `placeholder` rows pad the sell side to nine levels and show dashes. */
export interface TOrderBookRow {
  key: string;
  price: string;
  amount: string;
  total: string;
  /** Cumulative depth from the best price, 0–100. */
  depth: number;
  buy: boolean;
  placeholder: boolean;
  /** The level's price as an exact decimal with 7 places, for presetting the order form. */
  priceValue: string;
}

export interface TOrderBookView {
  /** Sell side in display order: the worst price first, the best (lowest) last, padded at the top. */
  sells: TOrderBookRow[];
  /** Buy side in display order: the best (highest) price first. */
  buys: TOrderBookRow[];
  bestBid: string | null;
  bestAsk: string | null;
  /** Best ask minus best bid, 8 decimals; null unless both sides have offers. */
  spread: string | null;
  /** The spread as a percent of the best ask, 2 decimals. */
  spreadPercent: string | null;
}

interface TLevel {
  n: bigint;
  d: bigint;
  /** Counter units, stroops. */
  amount: bigint;
  /** Base units, stroops. */
  total: bigint;
}

/** `numerator / denominator` as a decimal string with `decimals` places, rounded half up. */
export function formatRatio(numerator: bigint, denominator: bigint, decimals: number): string {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const negative = numerator < 0n !== denominator < 0n && numerator !== 0n;
  const num = numerator < 0n ? -numerator : numerator;
  const den = denominator < 0n ? -denominator : denominator;
  const scale = 10n ** BigInt(decimals);
  const scaled = (num * scale * 2n + den) / (den * 2n);
  const whole = scaled / scale;
  const fraction = decimals > 0 ? `.${(scaled % scale).toString().padStart(decimals, "0")}` : "";
  return `${negative && scaled !== 0n ? "-" : ""}${whole}${fraction}`;
}

function ratio(price: TPriceRatio): { n: bigint; d: bigint } | null {
  try {
    const n = BigInt(price.n);
    const d = BigInt(price.d);
    return n > 0n && d > 0n ? { n, d } : null;
  } catch {
    return null;
  }
}

function stroopsOf(amount: string): bigint {
  try {
    return toStroops(amount);
  } catch {
    return 0n;
  }
}

/** Asks: amount is in counter units; total = amount × n / d base units. */
function askLevel(level: THorizonBookLevel): TLevel | null {
  const price = ratio(level.price_r);
  const amount = stroopsOf(level.amount);
  if (!price || amount <= 0n) return null;
  return { ...price, amount, total: (amount * price.n) / price.d };
}

/** Bids: Horizon's amount is in base units (the total); the counter amount is total × d / n. */
function bidLevel(level: THorizonBookLevel): TLevel | null {
  const price = ratio(level.price_r);
  const total = stroopsOf(level.amount);
  if (!price || total <= 0n) return null;
  return { ...price, amount: (total * price.d) / price.n, total };
}

/** True when `price` lies within 20 % of `best`: at most 120 % of it for asks, at least 80 % for bids. */
function withinDepthRange(price: TLevel, best: TLevel, buy: boolean): boolean {
  const left = price.n * best.d * 100n;
  const percent = buy ? 100n - DEPTH_RANGE_PERCENT : 100n + DEPTH_RANGE_PERCENT;
  const right = best.n * price.d * percent;
  return buy ? left >= right : left <= right;
}

function cumulative(levels: readonly TLevel[]): bigint[] {
  let sum = 0n;
  return levels.map((level) => {
    sum += level.amount;
    return sum;
  });
}

/** The largest cumulative amount among the levels within range of the side's best price. */
function depthReference(levels: readonly TLevel[], sums: readonly bigint[], buy: boolean): bigint {
  const best = levels[0];
  if (!best) return 0n;
  let reference = 0n;
  levels.forEach((level, index) => {
    if (withinDepthRange(level, best, buy)) reference = sums[index] ?? reference;
  });
  return reference;
}

function larger(a: bigint, b: bigint): bigint {
  if (a > b) return a;
  return b;
}

function depthPercent(sum: bigint, reference: bigint): number {
  if (reference <= 0n) return 0;
  if (sum >= reference) return 100;
  return Number((sum * 10_000n) / reference) / 100;
}

function toRow(level: TLevel, sum: bigint, reference: bigint, buy: boolean, index: number): TOrderBookRow {
  return {
    key: `${buy ? "b" : "s"}-${index}`,
    price: formatRatio(level.n, level.d, ORDER_BOOK_DECIMALS),
    amount: formatAmount(level.amount),
    total: formatRatio(level.total, STROOPS_PER_UNIT, ORDER_BOOK_DECIMALS),
    depth: depthPercent(sum, reference),
    buy,
    placeholder: false,
    priceValue: formatRatio(level.n, level.d, 7),
  };
}

function placeholderRow(index: number): TOrderBookRow {
  return {
    key: `s-pad-${index}`,
    price: "-",
    amount: "-",
    total: "-",
    depth: 0,
    buy: false,
    placeholder: true,
    priceValue: "",
  };
}

const byPriceAscending = (a: TLevel, b: TLevel) => {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
};

/**
 * The order book of a pair as the screen shows it: up to `levels` (9) levels a side, the sell side padded with
 * placeholder rows, cumulative depth bars scaled by the deepest side within 20 % of its best price, the best bid
 * and ask and the spread.
 */
export function orderBookView(book: THorizonOrderBook, levels = ORDER_BOOK_LEVELS): TOrderBookView {
  const asks = book.asks
    .map(askLevel)
    .filter((level): level is TLevel => level !== null)
    .sort(byPriceAscending)
    .slice(0, levels);
  const bids = book.bids
    .map(bidLevel)
    .filter((level): level is TLevel => level !== null)
    .sort((a, b) => byPriceAscending(b, a))
    .slice(0, levels);
  const askSums = cumulative(asks);
  const bidSums = cumulative(bids);
  const askReference = depthReference(asks, askSums, false);
  const bidReference = depthReference(bids, bidSums, true);
  const reference = larger(askReference, bidReference);

  const sells = asks.map((level, index) => toRow(level, askSums[index] ?? 0n, reference, false, index));
  const padding = Array.from({ length: levels - sells.length }, (_, index) => placeholderRow(index));
  const buys = bids.map((level, index) => toRow(level, bidSums[index] ?? 0n, reference, true, index));

  const bestAsk = asks[0];
  const bestBid = bids[0];
  let spread: string | null = null;
  let spreadPercent: string | null = null;
  if (bestAsk && bestBid) {
    const numerator = bestAsk.n * bestBid.d - bestBid.n * bestAsk.d;
    const denominator = bestAsk.d * bestBid.d;
    spread = formatRatio(numerator, denominator, ORDER_BOOK_DECIMALS);
    spreadPercent = formatRatio(numerator * 100n * bestAsk.d, denominator * bestAsk.n, 2);
  }
  return {
    sells: [...padding, ...sells.reverse()],
    buys,
    bestBid: bestBid ? formatRatio(bestBid.n, bestBid.d, ORDER_BOOK_DECIMALS) : null,
    bestAsk: bestAsk ? formatRatio(bestAsk.n, bestAsk.d, ORDER_BOOK_DECIMALS) : null,
    spread,
    spreadPercent,
  };
}

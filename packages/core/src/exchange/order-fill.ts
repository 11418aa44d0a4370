import { fromStroops } from "../amount";
import { FORM_UNIT, formatFormDecimal, ORDER_FORM_MESSAGES, type TOrderSide } from "./order-form";

/**
 * What an order did at once, read from its submission's result (the offers and pools it crossed): a buy
 * receives counter and pays base, a sell pays counter and receives base. Stroops.
 */
export interface TOrderFill {
  /** Counter units bought (buy) or sold (sell). */
  counter: bigint;
  /** Base units paid (buy) or received (sell). */
  base: bigint;
  /** True when part of the order stays on the book as an open offer. */
  resting: boolean;
}

/** The average price of a fill in base per counter, 8 decimals; 0 when nothing filled. */
export function fillAveragePrice(fill: Pick<TOrderFill, "counter" | "base">): bigint {
  return fill.counter > 0n ? (fill.base * FORM_UNIT) / fill.counter : 0n;
}

/**
 * The toast after an order: what was bought or sold at what average price when it filled at once (all or in
 * part), else the spec's 'Offer placed successfully.'.
 */
export function orderPlacedMessage(
  side: TOrderSide,
  codes: { base: string; counter: string },
  fill: TOrderFill | null,
): string {
  if (!fill || fill.counter <= 0n) return ORDER_FORM_MESSAGES.placed;
  const verb = side === "buy" ? "Bought" : "Sold";
  const average = formatFormDecimal(fillAveragePrice(fill));
  const head = `${verb} ${fromStroops(fill.counter)} ${codes.counter} for ${fromStroops(fill.base)} ${codes.base} at an average price of ${average} ${codes.base}.`;
  return fill.resting ? `${head} The rest of the order is on the book.` : head;
}

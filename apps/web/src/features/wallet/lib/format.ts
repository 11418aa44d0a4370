import { CURRENCY_SYMBOLS, formatAmount } from "@sextant/core";

/** What a value shows while it is not known (rates not loaded): never a zero. */
export const NO_VALUE = "—";

/** A coin amount: 7 decimals, or 2 above 999 (spec §9). */
export function formatCoin(stroops: bigint): string {
  return formatAmount(stroops);
}

/** A value in a display currency, with its symbol and 2 decimals. */
export function formatFiat(stroops: bigint, currency: string): string {
  return `${CURRENCY_SYMBOLS[currency] ?? ""}${formatAmount(stroops, 2)}${CURRENCY_SYMBOLS[currency] ? "" : ` ${currency}`}`;
}

/** BTC values show 5 decimals (spec §9). */
export function formatBtc(stroops: bigint): string {
  return `${formatAmount(stroops, 5)} BTC`;
}

export function formatPercent(percent: number): string {
  const sign = percent > 0 ? "+" : "";
  return `${sign}${percent.toFixed(2)}%`;
}

export function shortKey(key: string, head = 5, tail = 5): string {
  return key.length > head + tail + 1 ? `${key.slice(0, head)}…${key.slice(-tail)}` : key;
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

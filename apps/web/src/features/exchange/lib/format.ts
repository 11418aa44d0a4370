import { formatAmount } from "@sextant/core";

/** The fixed 24 h change the exchange's wallet header shows (spec doc 1 §2). */
export const WALLET_CHANGE_DISPLAY = "+3.65%";
/** The wallet name shown when the wallet has none. */
export const DEFAULT_WALLET_NAME = "WALLET #1";

/** A public key as the copy button shows it: its first 2 and last 3 characters. */
export function shortPublicKey(publicKey: string): string {
  return publicKey.length > 5 ? `${publicKey.slice(0, 2)}...${publicKey.slice(-3)}` : publicKey;
}

/** A change percent with 6 decimals and its sign (spec §9); a dash when unknown. */
export function formatChange(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return "-";
  return `${change > 0 ? "+" : ""}${change.toFixed(6)}%`;
}

/** A decimal statistic with the spec's default display (7 decimals, 2 above 999); a dash when unknown. */
export function formatStat(value: string | null | undefined): string {
  if (!value) return "-";
  const [whole = "0", fraction = ""] = value.split(".");
  try {
    return formatAmount(fraction ? `${whole}.${fraction.slice(0, 7)}` : whole);
  } catch {
    return "-";
  }
}

/**
 * The formatters are made once: `Date.prototype.toLocale…String` builds a new one on every call, and the first
 * build loads the locale's data, which a cold /exchange then pays for in every trade row it renders.
 */
const NUMERIC = "numeric" as const;
let clockFormat: Intl.DateTimeFormat | undefined;
let timestampFormat: Intl.DateTimeFormat | undefined;

/** A timestamp as the history tables show it (what `toLocaleString()` gives). */
export function formatTradeTime(iso: string | null): string {
  if (!iso) return "-";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  timestampFormat ??= new Intl.DateTimeFormat([], {
    year: NUMERIC,
    month: NUMERIC,
    day: NUMERIC,
    hour: NUMERIC,
    minute: NUMERIC,
    second: NUMERIC,
  });
  return timestampFormat.format(date);
}

/** The time of day of a trade as the trades panel shows it, 24-hour (what `toLocaleTimeString([], { hour12: false })` gives). */
export function formatClockTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  clockFormat ??= new Intl.DateTimeFormat([], {
    hour: NUMERIC,
    minute: NUMERIC,
    second: NUMERIC,
    hour12: false,
  });
  return clockFormat.format(date);
}

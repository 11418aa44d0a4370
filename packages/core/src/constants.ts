/** Business constants and limits from the product specification (document 1 §9, document 2 §9). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
export const STELLAR_KEY_LENGTH = 56;
export const MEMO_TEXT_MAX_BYTES = 28;
export const MEMO_HASH_BYTES = 32;

export const ACTIVATION_DEPOSIT_XLM = "5";
export const UNFUNDED_ACTIVATION_XLM = "1.5";
export const LOW_XLM_THRESHOLD = "1.5";

export const TOAST_DURATION_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 601;
export const API_FETCH_TIMEOUT_MS = 10_000;

export const TOP_PAIRS_ON_HOME = 4;
export const MARKET_TABS = 3;
export const ORDER_BOOK_LEVELS = 9;

/** Assets never shown in market listings nor in the swap picker's 'Our Picks' tab. */
export const EXCLUDED_MARKET_ASSETS = [
  "BTC",
  "LTC",
  "DOGE",
  "DASH",
  "ETH",
  "TRX",
  "KISHU",
  "SHIB",
  "SHIBA",
  "USDT",
  "BOTH",
  "AQUA",
] as const;

export const DEFAULT_SWAP_PAIR = { from: "XLM", to: "LEVELG" } as const;
export const DEFAULT_CHECKOUT_COIN = "USDT";

export const PASSWORD_POLICIES = ["Once for Log In", "After 30 minutes", "Every transaction"] as const;
export type TPasswordPolicy = (typeof PASSWORD_POLICIES)[number];

export const NETWORK_FEE_LEVELS = [
  { key: "fee_min", label: "Low" },
  { key: "fee_avg", label: "Medium" },
  { key: "fee_max", label: "High" },
] as const;

export const LANGUAGES = ["English"] as const;

export const CURRENCY_SYMBOLS: Record<string, string> = {
  USD: "$",
  EUR: "€",
  MYR: "RM",
  CNY: "¥",
  KRW: "₩",
  THB: "฿",
  GBP: "£",
  AUD: "A$",
  INR: "₹",
  VND: "₫",
  TRY: "₺",
  AED: "د.إ",
  IDR: "Rp",
};
export const SUPPORTED_CURRENCIES = Object.keys(CURRENCY_SYMBOLS);

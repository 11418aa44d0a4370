import { AMOUNT_DECIMALS, formatAmount, STROOPS_PER_UNIT } from "@sextant/core";

/** What a cell shows while the statistics load or when the pair has had no trade (spec doc 1 §4). */
export const MARKET_PLACEHOLDER = "--";

/** The 24 h change percent is shown with six decimals (spec §9). */
export const CHANGE_PERCENT_DECIMALS = 6;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string from the API as stroops, rounded half away from zero to the ledger's seven decimals (prices
 * are ratios and may carry more); undefined when it is not a decimal.
 */
export function decimalToStroops(value: string): bigint | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const [, sign, whole = "0", fraction = ""] = match;
  const kept = BigInt(fraction.slice(0, AMOUNT_DECIMALS).padEnd(AMOUNT_DECIMALS, "0"));
  const roundUp = (fraction[AMOUNT_DECIMALS] ?? "0") >= "5" ? 1n : 0n;
  const stroops = BigInt(whole) * STROOPS_PER_UNIT + kept + roundUp;
  return sign ? -stroops : stroops;
}

/** A price, high, low or volume: seven decimals, or two above 999 (spec §9); dashes when there is none. */
export function formatMarketDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined) return MARKET_PLACEHOLDER;
  const stroops = decimalToStroops(value);
  return stroops === undefined ? MARKET_PLACEHOLDER : formatAmount(stroops);
}

/** The 24 h change with its sign and six decimals ("+2.500000%"); dashes when there is none. */
export function formatChangePercent(change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change)) return MARKET_PLACEHOLDER;
  const text = Math.abs(change).toFixed(CHANGE_PERCENT_DECIMALS);
  const isZero = Number(text) === 0;
  return `${isZero ? "" : change > 0 ? "+" : "-"}${text}%`;
}

/** Green for a rise, red for a fall, dimmed for no change or no data. */
export function changeColor(change: number | null | undefined): "green" | "red" | "dimmed" {
  if (change === null || change === undefined || !Number.isFinite(change)) return "dimmed";
  if (Number(Math.abs(change).toFixed(CHANGE_PERCENT_DECIMALS)) === 0) return "dimmed";
  return change > 0 ? "green" : "red";
}

/** A quote of a strict-send path: what goes in and what comes out, in stroops. */
export interface TSwapQuoteAmounts {
  source: bigint;
  destination: bigint;
}

/**
 * Price impact in hundredths of a percent (123n = 1.23 %): how much worse the quoted rate is than the reference
 * rate of a small amount over the same market (the top-of-book rate). rate = destination / source, so
 * impact = 1 − (dq · sr) / (sq · dr). Never negative (a better quote is 0); 0 when either quote is empty.
 */
export function priceImpactBasisPoints(quote: TSwapQuoteAmounts, reference: TSwapQuoteAmounts): bigint {
  if (quote.source <= 0n || reference.source <= 0n || reference.destination <= 0n) return 0n;
  const best = quote.source * reference.destination;
  const actual = quote.destination * reference.source;
  if (actual >= best) return 0n;
  return ((best - actual) * 10_000n) / best;
}

/** Basis points as a percent text with 2 decimals: 123n → "1.23". */
export function formatPriceImpact(bps: bigint): string {
  return `${bps / 100n}.${(bps % 100n).toString().padStart(2, "0")}`;
}

/** The impact from which the swap screen warns (5 %). */
export const HIGH_PRICE_IMPACT_BPS = 500n;

/**
 * The source amount of the reference quote: a hundredth of the amount, at least 0.0001 (1,000 stroops) so
 * rounding to the stroop does not distort the rate, and never above the amount itself.
 */
export function referenceSourceAmount(amount: bigint): bigint {
  const small = amount / 100n;
  const floor = 1000n;
  if (amount <= floor) return amount;
  return small > floor ? small : floor;
}

/** The rate of a quote, destination units per source unit, as a decimal text with `decimals` places (floor). */
export function quoteRate(quote: TSwapQuoteAmounts, decimals = 7): string {
  if (quote.source <= 0n) return "0";
  const scale = 10n ** BigInt(decimals);
  const scaled = (quote.destination * scale) / quote.source;
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(decimals, "0");
  return decimals > 0 ? `${whole}.${fraction}` : `${whole}`;
}

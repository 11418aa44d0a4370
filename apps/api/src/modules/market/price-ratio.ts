import { fromStroops, STROOPS_PER_UNIT, toStroops } from "@sextant/core";

/** An exact price as a positive fraction n/d (the ledger's own representation of prices). */
export interface PriceRatio {
  n: bigint;
  d: bigint;
}

/** Horizon renders ratios as `{ n, d }` strings (trades, this ledger) or `{ N, D }` numbers (aggregations). */
type RawRatio = { n?: unknown; d?: unknown; N?: unknown; D?: unknown } | undefined;

function integer(value: unknown): bigint | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === "string" && /^\d+$/.test(value)) return BigInt(value);
  return undefined;
}

/**
 * The exact ratio of a Horizon record: its `*_r` / `price` fraction when present, else its 7-decimal price
 * string (which is then exact to the stroop). Undefined when neither is readable or the price is not positive.
 */
export function readRatio(raw: RawRatio, decimal?: string): PriceRatio | undefined {
  const n = integer(raw?.n ?? raw?.N);
  const d = integer(raw?.d ?? raw?.D);
  if (n !== undefined && d !== undefined && n > 0n && d > 0n) return { n, d };
  if (decimal === undefined) return undefined;
  try {
    const stroops = toStroops(decimal);
    return stroops > 0n ? { n: stroops, d: STROOPS_PER_UNIT } : undefined;
  } catch {
    return undefined;
  }
}

/** a < b, exactly. */
export function ratioLess(a: PriceRatio, b: PriceRatio): boolean {
  return a.n * b.d < b.n * a.d;
}

/** d/n: the same price seen from the other asset. */
export function invertRatio(price: PriceRatio): PriceRatio {
  return { n: price.d, d: price.n };
}

/** The price as a 7-decimal string, rounded half up (as Horizon renders prices). */
export function formatRatio(price: PriceRatio): string {
  const scaled = price.n * STROOPS_PER_UNIT;
  let stroops = scaled / price.d;
  if (2n * (scaled % price.d) >= price.d) stroops += 1n;
  return fromStroops(stroops);
}

const CHANGE_SCALE = 1_000_000n;

/**
 * (current − previous) / previous × 100, computed exactly and rounded half away from zero to the spec's 6
 * decimals of a percent change. Null when there is no previous price.
 */
export function percentChange(current: PriceRatio, previous: PriceRatio | undefined): number | null {
  if (!previous || previous.n === 0n) return null;
  const numerator = (current.n * previous.d - previous.n * current.d) * 100n * CHANGE_SCALE;
  const denominator = current.d * previous.n;
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  let scaled = abs / denominator;
  if (2n * (abs % denominator) >= denominator) scaled += 1n;
  const value = Number(scaled) / Number(CHANGE_SCALE);
  return negative && scaled !== 0n ? -value : value;
}

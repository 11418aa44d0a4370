/**
 * Exact positive rationals on bigint, for the demo market's prices and USD sizing (never floating point for an
 * amount). A ledger price is a fraction whose numerator and denominator fit in an int32.
 */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** A ledger price: numerator and denominator within 1…2³¹−1. */
export interface LedgerPrice {
  n: number;
  d: number;
}

const INT32_MAX = 2_147_483_647n;
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Parses a plain positive decimal ("0.0000000004", "85") exactly, with any number of decimals. */
export function decimalRatio(text: string): Ratio {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new Error(`Not a positive decimal: "${text}"`);
  const fraction = match[2] ?? "";
  const ratio = { num: BigInt(`${match[1]}${fraction}`), den: 10n ** BigInt(fraction.length) };
  if (ratio.num === 0n) throw new Error(`Not a positive decimal: "${text}"`);
  return reduce(ratio);
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The same value with coprime numerator and denominator. */
export function reduce(ratio: Ratio): Ratio {
  const divisor = gcd(ratio.num, ratio.den);
  return divisor > 1n ? { num: ratio.num / divisor, den: ratio.den / divisor } : ratio;
}

export function multiply(a: Ratio, b: Ratio): Ratio {
  return reduce({ num: a.num * b.num, den: a.den * b.den });
}

export function divide(a: Ratio, b: Ratio): Ratio {
  return reduce({ num: a.num * b.den, den: a.den * b.num });
}

export function invert(ratio: Ratio): Ratio {
  return { num: ratio.den, den: ratio.num };
}

/** `value × (1_000_000 + ppm) / 1_000_000`: moves a price by parts per million (negative moves it down). */
export function shiftPpm(value: Ratio, ppm: bigint): Ratio {
  return multiply(value, { num: 1_000_000n + ppm, den: 1_000_000n });
}

/** How far `value` lies from `reference`, in parts per million (positive when above), rounded toward zero. */
export function distancePpm(value: Ratio, reference: Ratio): bigint {
  return (value.num * reference.den * 1_000_000n) / (value.den * reference.num) - 1_000_000n;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Ratio, b: Ratio): number {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** `amount × ratio`, rounded down (stroops stay whole). */
export function scaleAmount(amount: bigint, ratio: Ratio): bigint {
  return (amount * ratio.num) / ratio.den;
}

/**
 * The closest fraction to `value` whose numerator and denominator fit in an int32 and whose denominator is at most
 * `maxDenominator` (continued fractions, including the best semiconvergent).
 */
export function ledgerPrice(value: Ratio, maxDenominator: bigint = INT32_MAX): LedgerPrice {
  const limit = maxDenominator < 1n ? 1n : maxDenominator > INT32_MAX ? INT32_MAX : maxDenominator;
  let [p0, q0, p1, q1] = [0n, 1n, 1n, 0n];
  let num = value.num;
  let den = value.den;
  while (den !== 0n) {
    const a = num / den;
    const p2 = a * p1 + p0;
    const q2 = a * q1 + q0;
    if (p2 > INT32_MAX || q2 > limit) {
      // Largest k with k·p1 + p0 and k·q1 + q0 inside the bounds: a semiconvergent that may beat p1/q1.
      const byNum = p1 === 0n ? a : (INT32_MAX - p0) / p1;
      const byDen = q1 === 0n ? a : (limit - q0) / q1;
      const k = [a, byNum, byDen].reduce((m, x) => (x < m ? x : m));
      if (k > 0n) {
        const candidate = { num: k * p1 + p0, den: k * q1 + q0 };
        if (q1 === 0n || closer(value, candidate, { num: p1, den: q1 })) return fraction(candidate);
      }
      break;
    }
    [p0, q0, p1, q1] = [p1, q1, p2, q2];
    [num, den] = [den, num - a * den];
  }
  if (q1 === 0n || p1 === 0n) throw new Error("price out of the ledger's range");
  return fraction({ num: p1, den: q1 });
}

function closer(target: Ratio, a: Ratio, b: Ratio): boolean {
  const gap = (x: Ratio) => {
    const diff = x.num * target.den - target.num * x.den;
    return { num: diff < 0n ? -diff : diff, den: x.den * target.den };
  };
  return compare(gap(a), gap(b)) < 0;
}

function fraction(ratio: Ratio): LedgerPrice {
  return { n: Number(ratio.num), d: Number(ratio.den) };
}

/** A ledger price as a ratio. */
export function ratioOf(price: { n: number | string; d: number | string }): Ratio {
  return reduce({ num: BigInt(price.n), den: BigInt(price.d) });
}

import { formatAmount } from "./amount";

/** n/d as a decimal string with 7 digits, rounded half away from zero (Go's `big.Rat.FloatString(7)`). */
export function priceString(n: bigint | number, d: bigint | number): string {
  const num = BigInt(n) * 10_000_000n;
  const den = BigInt(d);
  let q = num / den;
  if (2n * (num % den) >= den) q += 1n;
  return formatAmount(q);
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The fraction in lowest terms. */
export function reducePrice(n: number, d: number): { n: number; d: number } {
  const g = gcd(BigInt(n), BigInt(d));
  return g <= 1n ? { n, d } : { n: Number(BigInt(n) / g), d: Number(BigInt(d) / g) };
}

/** Exact integer pool arithmetic (CAP-38), as stellar-core rounds it. */

/** ⌊√n⌋ for n ≥ 0 (Newton's iteration on bigints). */
export function isqrt(n: bigint): bigint {
  if (n < 0n) throw new Error("isqrt of a negative number");
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
const lesser = (a: bigint, b: bigint): bigint => (a < b ? a : b);

export interface DepositPlan {
  amountA: bigint;
  amountB: bigint;
  shares: bigint;
}

/** First deposit: everything offered, shares = ⌊√(a·b)⌋. */
export function depositIntoEmpty(maxA: bigint, maxB: bigint): DepositPlan {
  return { amountA: maxA, amountB: maxB, shares: isqrt(maxA * maxB) };
}

/** Later deposits: the most shares both maxima allow, amounts rounded up in the pool's favour. */
export function depositIntoNonEmpty(
  maxA: bigint,
  maxB: bigint,
  reserveA: bigint,
  reserveB: bigint,
  totalShares: bigint,
): DepositPlan {
  const sharesA = (totalShares * maxA) / reserveA;
  const sharesB = (totalShares * maxB) / reserveB;
  const shares = lesser(sharesA, sharesB);
  return {
    amountA: ceilDiv(shares * reserveA, totalShares),
    amountB: ceilDiv(shares * reserveB, totalShares),
    shares,
  };
}

/** A deposit's price A/B must lie within [minPrice, maxPrice] (prices as n/d). */
export function isBadDepositPrice(
  amountA: bigint,
  amountB: bigint,
  minPrice: { n: bigint; d: bigint },
  maxPrice: { n: bigint; d: bigint },
): boolean {
  if (amountA === 0n || amountB === 0n) return true;
  return amountA * minPrice.d < amountB * minPrice.n || amountA * maxPrice.d > amountB * maxPrice.n;
}

/** What redeeming `shares` pays out of one reserve: ⌊shares·reserve / total⌋. */
export function withdrawalAmount(shares: bigint, reserve: bigint, totalShares: bigint): bigint {
  return (shares * reserve) / totalShares;
}

const FEE_SCALE = 10000n;

/** Strict send through a pool: what `toPool` of the in-reserve buys; 0 when nothing can be bought. */
export function poolSendQuote(reserveIn: bigint, reserveOut: bigint, toPool: bigint, feeBp: number): bigint {
  const keep = FEE_SCALE - BigInt(feeBp);
  return (keep * reserveOut * toPool) / (FEE_SCALE * reserveIn + keep * toPool);
}

/** Strict receive through a pool: what must be paid in for `fromPool` out; undefined when impossible. */
export function poolReceiveQuote(
  reserveIn: bigint,
  reserveOut: bigint,
  fromPool: bigint,
  feeBp: number,
): bigint | undefined {
  if (fromPool >= reserveOut) return undefined;
  const keep = FEE_SCALE - BigInt(feeBp);
  return ceilDiv(FEE_SCALE * reserveIn * fromPool, (reserveOut - fromPool) * keep);
}

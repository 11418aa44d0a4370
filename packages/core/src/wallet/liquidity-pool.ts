import { fromStroops } from "../amount";

/** A pool's state as the ledger reports it: its two reserves and its shares, all in stroops. */
export interface TPoolState {
  reserveA: bigint;
  reserveB: bigint;
  totalShares: bigint;
}

const BPS = 10_000n;

/** The amount of the other asset that keeps the pool's ratio: B for an amount of A (`side` "a"), or A for B. */
export function linkedPoolAmount(pool: TPoolState, amount: bigint, side: "a" | "b"): bigint {
  if (amount <= 0n || pool.reserveA <= 0n || pool.reserveB <= 0n) return 0n;
  return side === "a" ? (amount * pool.reserveB) / pool.reserveA : (amount * pool.reserveA) / pool.reserveB;
}

function isqrt(value: bigint): bigint {
  if (value < 2n) return value;
  let x = value;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + value / x) / 2n;
  }
  return x;
}

/**
 * The shares a deposit of at most `maxA` and `maxB` receives, as the ledger counts them: the smaller of the two
 * sides' proportions of the existing shares, rounded down; for an empty pool the geometric mean of the amounts.
 */
export function depositShares(pool: TPoolState, maxA: bigint, maxB: bigint): bigint {
  if (maxA <= 0n || maxB <= 0n) return 0n;
  if (pool.totalShares <= 0n || pool.reserveA <= 0n || pool.reserveB <= 0n) return isqrt(maxA * maxB);
  const byA = (pool.totalShares * maxA) / pool.reserveA;
  const byB = (pool.totalShares * maxB) / pool.reserveB;
  // biome-ignore lint/complexity/useMathMinMax: bigints
  return byA < byB ? byA : byB;
}

/** What withdrawing `shares` gives back of each reserve, rounded down as the ledger does. */
export function withdrawAmounts(pool: TPoolState, shares: bigint): { a: bigint; b: bigint } {
  if (shares <= 0n || pool.totalShares <= 0n) return { a: 0n, b: 0n };
  return { a: (shares * pool.reserveA) / pool.totalShares, b: (shares * pool.reserveB) / pool.totalShares };
}

/** An amount less the slippage, rounded down: the least a withdrawal accepts. */
export function lessSlippage(amount: bigint, slippageBps: bigint): bigint {
  return (amount * (BPS - slippageBps)) / BPS;
}

/** A ratio num/den as a decimal string with 7 decimals, rounded down (up with `up`); at least one stroop. */
function ratio(num: bigint, den: bigint, up: boolean): string {
  const scaled = (num * 10_000_000n + (up ? den - 1n : 0n)) / den;
  return fromStroops(scaled > 0n ? scaled : 1n);
}

/**
 * The price bounds of a deposit (the ledger's minPrice and maxPrice: amount of A per unit of B): the pool's
 * current price less and plus the slippage, so a price that moved further refuses the deposit.
 */
export function depositPriceBounds(
  pool: TPoolState,
  slippageBps: bigint,
): { minPrice: string; maxPrice: string } {
  if (pool.reserveA <= 0n || pool.reserveB <= 0n)
    return { minPrice: "0.0000001", maxPrice: "922337203685.4775807" };
  return {
    minPrice: ratio(pool.reserveA * (BPS - slippageBps), pool.reserveB * BPS, false),
    maxPrice: ratio(pool.reserveA * (BPS + slippageBps), pool.reserveB * BPS, true),
  };
}

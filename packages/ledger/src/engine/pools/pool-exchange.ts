/** Trading against a constant-product pool inside a path-payment hop (core's exchangeWithPool). */
import { INT64_MAX } from "../../constants";
import type { LedgerView } from "../ledger-view";
import { assetToWire } from "../offers/offer-wire";
import type { Asset } from "../types";
import { compareAssetWire, type LiquidityPool, POOL_FEE_BP, poolIdOf } from "./pool";
import { poolReceiveQuote, poolSendQuote } from "./pool-math";

/** Id of the pool trading `x` against `y` (whichever order they come in). */
export function poolIdForPair(x: Asset, y: Asset): string {
  const [a, b] = [assetToWire(x), assetToWire(y)];
  return compareAssetWire(a, b) < 0 ? poolIdOf(a, b, POOL_FEE_BP) : poolIdOf(b, a, POOL_FEE_BP);
}

export interface PoolQuote {
  poolId: string;
  /** What the taker pays into the pool (sheep). */
  toPool: bigint;
  /** What the pool pays out (wheat). */
  fromPool: bigint;
}

function reserves(pool: LiquidityPool, sheep: Asset): { reserveIn: bigint; reserveOut: bigint } {
  const sheepIsA = compareAssetWire(assetToWire(sheep), assetToWire(pool.assetA)) === 0;
  return sheepIsA
    ? { reserveIn: pool.reserveA, reserveOut: pool.reserveB }
    : { reserveIn: pool.reserveB, reserveOut: pool.reserveA };
}

/**
 * Quotes a hop through the pool of the pair: strict send knows what goes in (`toPool`), strict receive what
 * must come out (`fromPool`). Undefined when there is no pool, it is empty, or it cannot do the trade.
 */
export function quotePool(
  pools: { getPool(id: string): LiquidityPool | undefined },
  sheep: Asset,
  wheat: Asset,
  known: { toPool: bigint } | { fromPool: bigint },
): PoolQuote | undefined {
  const poolId = poolIdForPair(sheep, wheat);
  const pool = pools.getPool(poolId);
  if (!pool || pool.reserveA === 0n || pool.reserveB === 0n) return undefined;
  const { reserveIn, reserveOut } = reserves(pool, sheep);
  if ("toPool" in known) {
    if (known.toPool > INT64_MAX - reserveIn) return undefined;
    const fromPool = poolSendQuote(reserveIn, reserveOut, known.toPool, POOL_FEE_BP);
    return fromPool > 0n ? { poolId, toPool: known.toPool, fromPool } : undefined;
  }
  const toPool = poolReceiveQuote(reserveIn, reserveOut, known.fromPool, POOL_FEE_BP);
  if (toPool === undefined || toPool > INT64_MAX - reserveIn) return undefined;
  return { poolId, toPool, fromPool: known.fromPool };
}

/** Applies a quoted trade to the pool's reserves. */
export function executePoolQuote(view: LedgerView, sheep: Asset, q: PoolQuote, ledgerSeq: number): void {
  const pool = view.pools.loadPool(q.poolId);
  if (!pool) throw new Error(`pool ${q.poolId} vanished`);
  const sheepIsA = compareAssetWire(assetToWire(sheep), assetToWire(pool.assetA)) === 0;
  if (sheepIsA) {
    pool.reserveA += q.toPool;
    pool.reserveB -= q.fromPool;
  } else {
    pool.reserveB += q.toPool;
    pool.reserveA -= q.fromPool;
  }
  pool.lastModifiedLedger = ledgerSeq;
}

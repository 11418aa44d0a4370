/** Liquidity pools as path-finding edges: each hop takes the better of the pool and the order book. */
import { canonicalAsset } from "../engine/assets";
import type { Offer } from "../engine/offers/offer";
import { type LiquidityPool, POOL_FEE_BP } from "../engine/pools/pool";
import { poolReceiveQuote, poolSendQuote } from "../engine/pools/pool-math";
import type { Asset } from "../engine/types";

interface Edge {
  next: Asset;
  offers: Offer[];
  pool?: LiquidityPool;
}

/** Adds both directions of every non-empty pool to the edge map (keyed by canonical asset). */
export function poolEdges(edges: Map<string, Map<string, Edge>>, pools: LiquidityPool[]): void {
  for (const pool of pools) {
    if (pool.reserveA === 0n || pool.reserveB === 0n) continue;
    for (const [from, to] of [
      [pool.assetA, pool.assetB],
      [pool.assetB, pool.assetA],
    ] as const) {
      const fromKey = canonicalAsset(from);
      const out = edges.get(fromKey) ?? new Map<string, Edge>();
      edges.set(fromKey, out);
      const edge = out.get(canonicalAsset(to)) ?? { next: to, offers: [] };
      edge.pool = pool;
      out.set(canonicalAsset(to), edge);
    }
  }
}

function reserveOf(pool: LiquidityPool, asset: Asset): bigint {
  return canonicalAsset(pool.assetA) === canonicalAsset(asset) ? pool.reserveA : pool.reserveB;
}

/**
 * The hop amount: strict receive walks from what is wanted (`fromKey`) to what is paid (`edge.next`), and
 * the cost is the lower of book and pool; strict send walks from what is paid and keeps the higher yield.
 * -1 when neither venue can do it.
 */
export function poolHopAmount(
  edge: Edge,
  fromKey: string,
  amount: bigint,
  receive: boolean,
  book: bigint,
): bigint {
  const pool = edge.pool;
  if (!pool) return book;
  const fromAsset = canonicalAsset(pool.assetA) === fromKey ? pool.assetA : pool.assetB;
  const fromReserve = reserveOf(pool, fromAsset);
  const nextReserve = reserveOf(pool, edge.next);
  let viaPool = -1n;
  if (receive) {
    viaPool = poolReceiveQuote(nextReserve, fromReserve, amount, POOL_FEE_BP) ?? -1n;
  } else {
    const out = poolSendQuote(fromReserve, nextReserve, amount, POOL_FEE_BP);
    viaPool = out > 0n ? out : -1n;
  }
  if (viaPool <= 0n) return book;
  if (book <= 0n) return viaPool;
  return receive ? (viaPool < book ? viaPool : book) : viaPool > book ? viaPool : book;
}

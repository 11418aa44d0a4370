import type { LiquidityPool } from "../../engine/pools/pool";
import type { Asset } from "../../engine/types";

const isAsset = (asset: Asset, code: string, issuer: string): boolean =>
  asset.type !== "native" && asset.code === code && asset.issuer === issuer;

/** How many pools hold a credit asset and how much of it they hold (for `/assets`). */
export function assetPoolStats(
  pools: Iterable<LiquidityPool>,
  code: string,
  issuer: string,
): { count: number; amount: bigint } {
  let count = 0;
  let amount = 0n;
  for (const pool of pools) {
    if (isAsset(pool.assetA, code, issuer)) {
      count += 1;
      amount += pool.reserveA;
    } else if (isAsset(pool.assetB, code, issuer)) {
      count += 1;
      amount += pool.reserveB;
    }
  }
  return { count, amount };
}

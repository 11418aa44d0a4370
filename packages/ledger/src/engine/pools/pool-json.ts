/** Horizon's JSON pieces for pools (effects, operation details, resources). */
import { formatAmount } from "../../util/amount";
import { canonicalAsset } from "../assets";
import type { JsonValue } from "../effects";
import type { LiquidityPool } from "./pool";

export function reservesJson(pool: LiquidityPool, a: bigint, b: bigint): JsonValue[] {
  return [
    { asset: canonicalAsset(pool.assetA), amount: formatAmount(a) },
    { asset: canonicalAsset(pool.assetB), amount: formatAmount(b) },
  ];
}

/** The `liquidity_pool` object of pool effects. */
export function poolEffectJson(pool: LiquidityPool): { [key: string]: JsonValue } {
  return {
    id: pool.id,
    fee_bp: 30,
    type: "constant_product",
    total_trustlines: String(pool.trustlines),
    total_shares: formatAmount(pool.totalShares),
    reserves: reservesJson(pool, pool.reserveA, pool.reserveB),
  };
}

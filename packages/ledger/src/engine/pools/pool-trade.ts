/** History of a path-payment hop through a liquidity pool: one `liquidity_pool_trade` effect and a trade. */
import { formatAmount } from "../../util/amount";
import { canonicalAsset } from "../assets";
import { emit, type OpContext } from "../context";
import type { JsonValue } from "../effects";
import type { Claim } from "../offers/offer-wire";
import { poolEffectJson } from "./pool-json";

export function recordPoolTrade(
  ctx: OpContext,
  c: Claim,
  atomIndex: number,
  takerOfferId: bigint | null,
): void {
  const poolId = c.poolId as string;
  const pool = ctx.view.pools.getPool(poolId);
  const liquidityPool: JsonValue = pool ? poolEffectJson(pool) : { id: poolId };
  emit(ctx, ctx.sourceId, "liquidity_pool_trade", {
    liquidity_pool: liquidityPool,
    sold: { asset: canonicalAsset(c.sheep), amount: formatAmount(c.sheepSent) },
    bought: { asset: canonicalAsset(c.wheat), amount: formatAmount(c.wheatReceived) },
  });
  ctx.trades?.push({
    atomIndex,
    makerId: poolId,
    makerOfferId: 0n,
    takerId: ctx.sourceId,
    takerOfferId,
    soldAsset: c.wheat,
    soldAmount: c.wheatReceived,
    boughtAsset: c.sheep,
    boughtAmount: c.sheepSent,
    price: { n: Number(c.sheepSent), d: Number(c.wheatReceived) },
    poolId,
  });
}

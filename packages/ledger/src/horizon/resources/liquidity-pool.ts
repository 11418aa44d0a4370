import { canonicalAsset } from "../../engine/assets";
import type { LiquidityPool } from "../../engine/pools/pool";
import type { HistoryData, JsonObject } from "../../history/records";
import { formatAmount } from "../../util/amount";
import { closeTimeOf } from "./account";

const PAGING = "{?cursor,limit,order}";

/** Horizon's liquidity pool resource. */
export function renderLiquidityPool(pool: LiquidityPool, base: string, history: HistoryData): JsonObject {
  const self = `${base}/liquidity_pools/${pool.id}`;
  return {
    _links: {
      self: { href: self },
      transactions: { href: `${self}/transactions${PAGING}`, templated: true },
      operations: { href: `${self}/operations${PAGING}`, templated: true },
    },
    id: pool.id,
    paging_token: pool.id,
    fee_bp: 30,
    type: "constant_product",
    total_trustlines: String(pool.trustlines),
    total_shares: formatAmount(pool.totalShares),
    reserves: [
      { asset: canonicalAsset(pool.assetA), amount: formatAmount(pool.reserveA) },
      { asset: canonicalAsset(pool.assetB), amount: formatAmount(pool.reserveB) },
    ],
    last_modified_ledger: pool.lastModifiedLedger,
    last_modified_time: closeTimeOf(history, pool.lastModifiedLedger),
  };
}

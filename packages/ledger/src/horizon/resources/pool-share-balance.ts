import type { JsonValue } from "../../engine/effects";
import type { Account } from "../../engine/types";
import { formatAmount } from "../../util/amount";

/** `liquidity_pool_shares` balance lines of an account, ordered by pool id (after credit lines). */
export function poolShareBalances(a: Account): JsonValue[] {
  if (!a.poolShares) return [];
  return [...a.poolShares.values()]
    .sort((x, y) => (x.poolId < y.poolId ? -1 : x.poolId > y.poolId ? 1 : 0))
    .map((line) => ({
      balance: formatAmount(line.balance),
      liquidity_pool_id: line.poolId,
      limit: formatAmount(line.limit),
      ...(line.sponsor ? { sponsor: line.sponsor } : {}),
      last_modified_ledger: line.lastModifiedLedger,
      is_authorized: true,
      is_authorized_to_maintain_liabilities: true,
      asset_type: "liquidity_pool_shares",
    }));
}

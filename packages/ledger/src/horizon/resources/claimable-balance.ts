import { canonicalAsset } from "../../engine/assets";
import type { ClaimableBalance } from "../../engine/claimable-balances/balance";
import { predicateJson } from "../../engine/claimable-balances/predicates";
import type { HistoryData, JsonObject } from "../../history/records";
import { formatAmount } from "../../util/amount";
import { closeTimeOf } from "./account";

const PAGING = "{?cursor,limit,order}";

/** Horizon's paging token of a claimable balance: `<last modified ledger>-<id>`. */
export function balancePagingToken(b: ClaimableBalance): string {
  return `${b.lastModifiedLedger}-${b.id}`;
}

/** Horizon's claimable balance resource. */
export function renderClaimableBalance(b: ClaimableBalance, base: string, history: HistoryData): JsonObject {
  const self = `${base}/claimable_balances/${b.id}`;
  return {
    _links: {
      self: { href: self },
      transactions: { href: `${self}/transactions${PAGING}`, templated: true },
      operations: { href: `${self}/operations${PAGING}`, templated: true },
    },
    id: b.id,
    asset: canonicalAsset(b.asset),
    amount: formatAmount(b.amount),
    sponsor: b.sponsor,
    last_modified_ledger: b.lastModifiedLedger,
    last_modified_time: closeTimeOf(history, b.lastModifiedLedger),
    claimants: b.claimants.map((c) => ({
      destination: c.destination,
      predicate: predicateJson(c.predicate),
    })),
    flags: { clawback_enabled: b.clawbackEnabled },
    paging_token: balancePagingToken(b),
  };
}

/** How many claimable balances hold a credit asset and how much they hold (for `/assets`). */
export function assetBalanceStats(
  balances: Iterable<ClaimableBalance>,
  code: string,
  issuer: string,
): { count: number; amount: bigint } {
  let count = 0;
  let amount = 0n;
  for (const b of balances) {
    if (b.asset.type === "native" || b.asset.code !== code || b.asset.issuer !== issuer) continue;
    count += 1;
    amount += b.amount;
  }
  return { count, amount };
}

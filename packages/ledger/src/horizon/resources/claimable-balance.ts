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

import type { TDisputeLedgerTransaction } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";

type OperationRecord = Horizon.ServerApi.OperationRecord;

/** One line a person can read for an operation of the escrow's history. */
export function operationSummary(op: OperationRecord): string {
  const asset = (r: { asset_type: string; asset_code?: string }) =>
    r.asset_type === "native" ? "XLM" : (r.asset_code ?? "");
  switch (op.type) {
    case "create_account":
      return `create ${op.account} with ${op.starting_balance} XLM`;
    case "payment":
      return `pay ${op.amount} ${asset(op)} from ${op.from} to ${op.to}`;
    case "change_trust":
      return `${op.source_account} trusts ${op.asset_code ?? ""} up to ${op.limit}`;
    case "set_options": {
      const parts: string[] = [];
      if (op.signer_key) parts.push(`signer ${op.signer_key} weight ${op.signer_weight ?? 0}`);
      if (op.master_key_weight !== undefined) parts.push(`master weight ${op.master_key_weight}`);
      if (op.low_threshold !== undefined)
        parts.push(`thresholds ${op.low_threshold}/${op.med_threshold}/${op.high_threshold}`);
      return `set options on ${op.source_account}: ${parts.join(", ") || "no change"}`;
    }
    case "account_merge":
      return `merge ${op.source_account} into ${op.into}`;
    case "begin_sponsoring_future_reserves":
      return `${op.source_account} sponsors the reserves of ${op.sponsored_id}`;
    case "end_sponsoring_future_reserves":
      return `end of sponsorship by ${op.begin_sponsor}`;
    default:
      return `${op.type} by ${op.source_account}`;
  }
}

/**
 * Every ledger transaction that touched the escrow account, oldest first, with its operations, read from
 * Horizon (a merged account's history stays readable). `base` is the Horizon the browser reads, for links.
 */
export async function escrowLedgerHistory(
  horizon: Horizon.Server,
  accountId: string,
  base: string,
): Promise<TDisputeLedgerTransaction[]> {
  const [txs, ops] = await Promise.all([
    horizon.transactions().forAccount(accountId).order("asc").limit(100).includeFailed(true).call(),
    horizon.operations().forAccount(accountId).order("asc").limit(200).includeFailed(true).call(),
  ]);
  const byHash = new Map<string, OperationRecord[]>();
  for (const op of ops.records) {
    const list = byHash.get(op.transaction_hash) ?? [];
    list.push(op);
    byHash.set(op.transaction_hash, list);
  }
  return txs.records.map((tx) => ({
    hash: tx.hash,
    ledger: Number(tx.ledger_attr ?? 0),
    createdAt: tx.created_at,
    successful: tx.successful,
    sourceAccount: tx.source_account,
    memo: tx.memo ?? "",
    operations: (byHash.get(tx.hash) ?? []).map((op) => ({ type: op.type, summary: operationSummary(op) })),
    link: `${base}/transactions/${tx.hash}`,
  }));
}

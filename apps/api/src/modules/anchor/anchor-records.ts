import {
  fromStroops,
  statusesBefore,
  statusGroup,
  type TAnchorKind,
  type TAnchorStatus,
  type TAnchorTransaction,
} from "@sextant/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorTransactions } from "../../db/schema";
import { displayAddress } from "./chains/chain-address";

export type AnchorRow = typeof anchorTransactions.$inferSelect;
type AnchorUpdate = Partial<typeof anchorTransactions.$inferInsert>;

/** What a row needs from outside to be shown: the asset's issuer and the interactive page's origin. */
export interface RecordContext {
  issuerOf(code: string): string;
  origin: string;
}

const amount = (value: bigint | null) => (value === null ? null : fromStroops(value));

/** A row in SEP-24's field set plus the spec's history fields. */
export function toAnchorTransaction(row: AnchorRow, context: RecordContext): TAnchorTransaction {
  const status = row.status as TAnchorStatus;
  const kind = row.kind as TAnchorKind;
  const chain = row.chain as TAnchorTransaction["chain"];
  const stellarAsset = `stellar:${row.assetCode}:${context.issuerOf(row.assetCode)}`;
  const deposit = kind === "deposit";
  const show = (address: string | null) => (address && chain ? displayAddress(chain, address) : address);
  return {
    id: row.id,
    kind,
    status,
    status_group: statusGroup(status),
    status_eta: null,
    more_info_url: `${context.origin}/sep24/interactive?id=${row.id}`,
    asset_code: row.assetCode,
    chain,
    amount_in: amount(row.amountIn),
    amount_in_asset: row.amountIn === null ? null : stellarAsset,
    amount_out: amount(row.amountOut),
    amount_out_asset: row.amountOut === null ? null : stellarAsset,
    amount_fee: amount(row.amountFee),
    amount_fee_asset: row.amountFee === null ? null : stellarAsset,
    finalAmount: amount(row.amountOut),
    started_at: row.startedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    stellar_transaction_id: row.stellarTransactionId,
    external_transaction_id: row.externalTransactionId,
    message: row.message,
    refunded: row.refunded,
    from: deposit ? show(row.fromAddress) : row.account,
    to: deposit ? row.account : show(row.toAddress),
    deposit_memo: null,
    deposit_memo_type: null,
    withdraw_anchor_account: deposit ? null : context.issuerOf(row.assetCode),
    withdraw_memo: deposit ? null : row.withdrawMemo,
    withdraw_memo_type: deposit || !row.withdrawMemo ? null : "text",
    claimable_balance_id: row.claimableBalanceId,
  };
}

export async function anchorRowById(db: Database, id: string): Promise<AnchorRow | undefined> {
  const [row] = await db.select().from(anchorTransactions).where(eq(anchorTransactions.id, id));
  return row;
}

/**
 * Moves a transaction to `to` only from a status the state machine allows before it (`statusesBefore`), in one
 * conditional UPDATE: two workers racing over the same row cannot both move it. Answers the updated row, or
 * undefined when the row was not in such a status (someone else moved it first).
 */
export async function transition(
  db: Database,
  row: Pick<AnchorRow, "id" | "kind">,
  to: TAnchorStatus,
  set: AnchorUpdate = {},
  from?: TAnchorStatus[],
): Promise<AnchorRow | undefined> {
  const allowed = from ?? statusesBefore(row.kind as TAnchorKind, to);
  const final = to === "completed" || to === "refunded" || to === "error";
  const [updated] = await db
    .update(anchorTransactions)
    .set({ ...set, status: to, updatedAt: sql`now()`, ...(final ? { completedAt: sql`now()` } : {}) })
    .where(and(eq(anchorTransactions.id, row.id), inArray(anchorTransactions.status, allowed)))
    .returning();
  return updated;
}

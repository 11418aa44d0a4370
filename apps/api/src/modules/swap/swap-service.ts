import { ErrorCode, type TGetSwapHistoryResponse, type TSwapRecord } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { swapHistory } from "../../db/schema";
import { AppError } from "../../errors";
import { loadLedgerTransaction } from "./ledger-transaction";
import { NOT_YOUR_TRANSACTION, readSwap } from "./read-swap";

type SwapRow = typeof swapHistory.$inferSelect;

function toSwapRecord(row: SwapRow): TSwapRecord {
  return {
    id: row.id,
    account: row.account,
    trxId: row.trxId,
    fromAsset: row.fromAsset,
    toAsset: row.toAsset,
    fromAmount: row.fromAmount,
    toAmount: row.toAmount,
    fee: row.fee,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findByTrxId(db: Database, trxId: string): Promise<SwapRow | undefined> {
  const [row] = await db.select().from(swapHistory).where(eq(swapHistory.trxId, trxId));
  return row;
}

function ownedBy(row: SwapRow, account: string): TSwapRecord {
  // Another account's swap is answered as its transaction would be for this caller: not made by its account.
  if (row.account !== account) throw new AppError(ErrorCode.ValidationFailed, NOT_YOUR_TRANSACTION);
  return toSwapRecord(row);
}

/**
 * Records the swap of transaction `trxId` for `account` with the amounts the ledger shows (never the reported
 * ones). Idempotent: a transaction already recorded answers its record.
 */
export async function recordSwap(options: {
  db: Database;
  horizon: Horizon.Server;
  feeAccount: string;
  account: string;
  trxId: string;
}): Promise<TSwapRecord> {
  const { db, account, trxId } = options;
  const existing = await findByTrxId(db, trxId);
  if (existing) return ownedBy(existing, account);

  const swap = readSwap(await loadLedgerTransaction(options.horizon, trxId), account, options.feeAccount);
  const [inserted] = await db
    .insert(swapHistory)
    .values({ account, trxId, ...swap })
    .onConflictDoNothing({ target: swapHistory.trxId })
    .returning();
  if (inserted) return toSwapRecord(inserted);
  // A concurrent call recorded the same transaction first.
  const recorded = await findByTrxId(db, trxId);
  if (!recorded) throw new Error(`swap ${trxId} vanished after a conflicting insert`);
  return ownedBy(recorded, account);
}

/** The account's swaps, newest first, one page of `take` after `skip`, with the total count. */
export async function swapHistoryOf(
  db: Database,
  account: string,
  page: { take: number; skip: number },
): Promise<TGetSwapHistoryResponse> {
  const rows = await db
    .select()
    .from(swapHistory)
    .where(eq(swapHistory.account, account))
    .orderBy(desc(swapHistory.createdAt), desc(swapHistory.id))
    .limit(page.take)
    .offset(page.skip);
  const [total] = await db
    .select({ value: count() })
    .from(swapHistory)
    .where(eq(swapHistory.account, account));
  return { items: rows.map(toSwapRecord), total: Number(total?.value ?? 0) };
}

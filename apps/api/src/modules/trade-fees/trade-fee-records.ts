import { ErrorCode, type TTradeFeeRecord } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { tradeFees } from "../../db/schema";
import { AppError } from "../../errors";

export type TradeFeeRow = typeof tradeFees.$inferSelect;

/**
 * Stored statuses. `refunding` is internal: the refund payment is signed and claimed but its outcome is not known
 * yet; callers see it as `confirmed` until the payment is on the ledger.
 */
export const TradeFeeStatus = {
  Created: "created",
  Confirmed: "confirmed",
  Refunding: "refunding",
  Refunded: "refunded",
} as const;

/** The API record of a stored row. */
export function toTradeFeeRecord(row: TradeFeeRow): TTradeFeeRecord {
  const status =
    row.status === TradeFeeStatus.Created || row.status === TradeFeeStatus.Refunded
      ? row.status
      : TradeFeeStatus.Confirmed;
  return {
    id: row.id,
    memo: row.memo,
    account: row.account,
    feeAccount: row.feeAccount,
    asset: row.asset,
    totalAmount: row.totalAmount,
    totalFee: row.totalFee,
    status,
    trxId: row.trxId,
    offerId: row.offerId,
    refundAmount: row.refundAmount,
    refundTrxId: row.refundTrxId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The row with that id (it must exist). */
export async function tradeFeeById(db: Database, id: number): Promise<TradeFeeRow> {
  const [row] = await db.select().from(tradeFees).where(eq(tradeFees.id, id));
  if (!row) throw new Error(`trade fee record ${id} vanished`);
  return row;
}

/**
 * Refuses a record of another account exactly as a missing one (404 with the caller's `missing` message), so
 * nobody learns which memos or offers other accounts have records for.
 */
export function assertOwner(row: TradeFeeRow, account: string, missing: string): void {
  if (row.account !== account) throw new AppError(ErrorCode.NotFound, missing);
}

/** True for PostgreSQL's unique violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: string }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

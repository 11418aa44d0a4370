import { ANCHOR_HISTORY_PAGE, ErrorCode, type TAnchorKind } from "@sextant/core";
import { and, desc, eq, gte, lt, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorTransactions } from "../../db/schema";
import { AppError } from "../../errors";
import type { AnchorRow } from "./anchor-records";

export interface ListQuery {
  account?: string;
  assetCode?: string;
  kind?: TAnchorKind;
  status?: string;
  pagingId?: string;
  limit?: number;
  noOlderThan?: string;
}

/**
 * Transactions newest first, keyset-paged: `pagingId` is the id of the last row of the previous page, so a page is
 * stable while new rows arrive. One row more than asked is read to answer `hasMore`.
 */
export async function listTransactions(
  db: Database,
  query: ListQuery,
): Promise<{ rows: AnchorRow[]; hasMore: boolean }> {
  const limit = query.limit ?? ANCHOR_HISTORY_PAGE;
  const conditions: SQL[] = [];
  if (query.account) conditions.push(eq(anchorTransactions.account, query.account));
  if (query.assetCode) conditions.push(eq(anchorTransactions.assetCode, query.assetCode.toUpperCase()));
  if (query.kind) conditions.push(eq(anchorTransactions.kind, query.kind));
  if (query.status) conditions.push(eq(anchorTransactions.status, query.status));
  if (query.noOlderThan) conditions.push(gte(anchorTransactions.startedAt, new Date(query.noOlderThan)));
  if (query.pagingId) {
    const [after] = await db
      .select({ startedAt: anchorTransactions.startedAt, id: anchorTransactions.id })
      .from(anchorTransactions)
      .where(eq(anchorTransactions.id, query.pagingId));
    if (!after)
      throw new AppError(ErrorCode.ValidationFailed, "paging_id is not a transaction of this list.");
    const older = or(
      lt(anchorTransactions.startedAt, after.startedAt),
      and(eq(anchorTransactions.startedAt, after.startedAt), lt(anchorTransactions.id, after.id)),
    );
    if (older) conditions.push(older);
  }
  const rows = await db
    .select()
    .from(anchorTransactions)
    .where(and(...conditions))
    .orderBy(desc(anchorTransactions.startedAt), desc(anchorTransactions.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

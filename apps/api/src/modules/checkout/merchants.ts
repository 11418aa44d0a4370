import { ErrorCode, type TMerchant } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { merchants } from "../../db/schema";
import { AppError } from "../../errors";

export type MerchantRow = typeof merchants.$inferSelect;

export function toMerchant(row: MerchantRow): TMerchant {
  return {
    id: row.id,
    account: row.account,
    name: row.name,
    receivingAddress: row.receivingAddress,
    status: row.status as TMerchant["status"],
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findMerchantByAccount(db: Database, account: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.account, account));
  return row;
}

/** The signed-in account's merchant, or a 404 telling it to set one up first. */
export async function requireMerchant(db: Database, account: string | undefined): Promise<MerchantRow> {
  const row = account ? await findMerchantByAccount(db, account) : undefined;
  if (!row)
    throw new AppError(ErrorCode.NotFound, "This account is not a merchant yet: set up your shop first.");
  return row;
}

/** Creates the caller's merchant or updates its name and receiving address (an account has one merchant). */
export async function saveMerchantProfile(
  db: Database,
  account: string,
  profile: { name: string; receivingAddress: string },
): Promise<MerchantRow> {
  const [row] = await db
    .insert(merchants)
    .values({ account, ...profile })
    .onConflictDoUpdate({
      target: merchants.account,
      set: { ...profile, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error("merchant upsert returned no row");
  return row;
}

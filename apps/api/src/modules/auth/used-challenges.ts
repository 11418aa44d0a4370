import { lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { usedChallenges } from "../../db/schema";

/**
 * Records a challenge's transaction hash as used, until `expiresAt`. `true` for the first use only: the insert is
 * "if absent" on the primary key, so of two concurrent uses exactly one gets `true`. Rows already past their
 * expiry are pruned on the way: a challenge can't be taken after it anyway.
 */
export async function markChallengeUsed(
  db: Database,
  transactionHash: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
  const inserted = await db
    .insert(usedChallenges)
    .values({ transactionHash, expiresAt })
    .onConflictDoNothing()
    .returning({ transactionHash: usedChallenges.transactionHash });
  return inserted.length === 1;
}

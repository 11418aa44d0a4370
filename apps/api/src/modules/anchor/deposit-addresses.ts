import type { TAnchorChain } from "@sextant/core";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorDepositAddresses } from "../../db/schema";
import type { AnchorKeys } from "./anchor-keys";

/**
 * The account's deposit address on `chain`, created on first use: the row's identity is the HD derivation index,
 * and only the address is stored. Two first requests at once both end with the one row (unique account + chain).
 */
export async function depositAddressOf(
  db: Database,
  keys: AnchorKeys,
  account: string,
  chain: TAnchorChain,
): Promise<string> {
  const existing = await findAddress(db, account, chain);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(anchorDepositAddresses)
      .values({ account, chain, address: "" })
      .onConflictDoNothing()
      .returning({ id: anchorDepositAddresses.id });
    if (!row) return;
    const address = keys.deposit(chain, row.id).address.toLowerCase();
    await tx.update(anchorDepositAddresses).set({ address }).where(eq(anchorDepositAddresses.id, row.id));
  });
  const created = await findAddress(db, account, chain);
  if (!created) throw new Error("The deposit address was not created");
  return created;
}

async function findAddress(db: Database, account: string, chain: TAnchorChain): Promise<string | undefined> {
  const [row] = await db
    .select({ address: anchorDepositAddresses.address })
    .from(anchorDepositAddresses)
    .where(and(eq(anchorDepositAddresses.account, account), eq(anchorDepositAddresses.chain, chain)));
  return row?.address || undefined;
}

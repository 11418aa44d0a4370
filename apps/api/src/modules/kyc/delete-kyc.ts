import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { kycCodes, kycDocuments, kycProfiles, profileBankAccounts } from "../../db/schema";
import { removeKycFiles } from "./kyc-files";

/**
 * Removes the account's KYC: profile, document, codes, bank account and files (records and bytes). Reviewers'
 * decisions stay as the admin's history. Returns false when there was no profile.
 */
export async function deleteKyc(app: FastifyInstance, accountId: string): Promise<boolean> {
  const { db } = app.database;
  const removed = await db.transaction(async (tx) => {
    const profiles = await tx
      .delete(kycProfiles)
      .where(eq(kycProfiles.accountId, accountId))
      .returning({ id: kycProfiles.id });
    await tx.delete(kycDocuments).where(eq(kycDocuments.accountId, accountId));
    await tx.delete(kycCodes).where(eq(kycCodes.accountId, accountId));
    await tx.delete(profileBankAccounts).where(eq(profileBankAccounts.accountId, accountId));
    return profiles.length;
  });
  await removeKycFiles(app, accountId);
  return removed > 0;
}

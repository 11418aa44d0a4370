import type { TKycStatus } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { kycProfiles, profileBankAccounts } from "../../db/schema";

/**
 * What other features (P2P ads and trades, referrals) need to know about an account's KYC: whether it is
 * approved, and the name and country its ads and trades show. Approval is what P2P checks.
 */
export interface KycApproval {
  accountId: string;
  status: TKycStatus;
  approved: boolean;
  kind: "individual" | "company";
  /** The real name (individual) or the company name (company), untruncated. */
  displayName: string;
  /** ISO 3166-1 alpha-2 of the KYC country, upper case. */
  country: string | null;
  email: string | null;
  phone: string | null;
}

/** The account's KYC approval, or null when it has no profile or has not saved one yet (no status). */
export async function readKycApproval(db: Database, accountId: string): Promise<KycApproval | null> {
  const [row] = await db.select().from(kycProfiles).where(eq(kycProfiles.accountId, accountId));
  if (!row || row.status === null) return null;
  const status = row.status as TKycStatus;
  const kind = row.isCompanyKyc ? "company" : "individual";
  return {
    accountId: row.accountId,
    status,
    approved: status === "approved",
    kind,
    displayName:
      kind === "company" ? row.companyName : [row.firstName, row.lastName].filter((part) => part).join(" "),
    country: row.countryCode ? row.countryCode.toUpperCase() : null,
    email: row.isEmailVerified && row.email ? row.email : null,
    phone: row.isPhoneVerified && row.phone ? row.phone : null,
  };
}

/** The account's P2P bank account from the profile area, or null when it has not saved one. */
export async function readBankDetails(
  db: Database,
  accountId: string,
): Promise<{ iban: string | null; bankName: string; accountNumber: string; accountTitle: string } | null> {
  const [row] = await db
    .select()
    .from(profileBankAccounts)
    .where(eq(profileBankAccounts.accountId, accountId));
  if (!row) return null;
  return {
    iban: row.iban,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountTitle: row.accountTitle,
  };
}

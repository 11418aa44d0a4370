import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/database";
import { kycDocuments, kycProfiles, profileBankAccounts } from "../../src/db/schema";

export interface ApproveKycOptions {
  kind?: "individual" | "company";
  /** "First Last" for an individual (split at the first space), the company name for a company. */
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  email?: string;
  phone?: string;
  bank?: { iban?: string | null; bankName: string; accountNumber: string; accountTitle: string };
}

/**
 * Writes an approved KYC profile (with a document and, when given, bank details) straight into the KYC tables,
 * for other features' tests that need a KYC-approved account. Idempotent per account: a second call overwrites.
 */
export async function approveKycForTest(
  db: Database,
  accountId: string,
  options: ApproveKycOptions,
): Promise<void> {
  const company = options.kind === "company";
  const [first, ...rest] = options.name.trim().split(/\s+/);
  const values = {
    accountId,
    status: "approved",
    isCompanyKyc: company,
    firstName: company ? "" : (first ?? ""),
    lastName: company ? "" : rest.join(" "),
    companyName: company ? options.name : "",
    companyWebsite: company ? "https://example.com" : "",
    email: options.email ?? `${accountId.slice(0, 8).toLowerCase()}@example.com`,
    phone: options.phone ?? "+441234567890",
    countryCode: options.country.toUpperCase(),
    state: "State",
    city: "City",
    postalCode: "12345",
    address: "1 Example Street",
    dob: company ? "" : "1990-01-01",
    isEmailVerified: true,
    isPhoneVerified: true,
    proofCode: randomBytes(3).toString("hex").toUpperCase(),
    submittedAt: new Date(),
    reviewedAt: new Date(),
  };
  await db
    .insert(kycProfiles)
    .values(values)
    .onConflictDoUpdate({ target: kycProfiles.accountId, set: { ...values, updatedAt: sql`now()` } });
  const document = {
    accountId,
    docType: "Passport",
    country: options.country.toUpperCase(),
    issueDate: "2020-01-01",
    expDate: "2030-01-01",
    realName: options.name,
    number: "P1234567",
  };
  await db
    .insert(kycDocuments)
    .values(document)
    .onConflictDoUpdate({ target: kycDocuments.accountId, set: document });
  if (options.bank) {
    const bank = {
      accountId,
      iban: options.bank.iban ?? null,
      bankName: options.bank.bankName,
      accountNumber: options.bank.accountNumber,
      accountTitle: options.bank.accountTitle,
    };
    await db
      .insert(profileBankAccounts)
      .values(bank)
      .onConflictDoUpdate({ target: profileBankAccounts.accountId, set: bank });
  }
}

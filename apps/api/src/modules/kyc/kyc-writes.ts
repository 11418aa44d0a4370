import { deriveKycState, ErrorCode, type TKycDocumentFields } from "@sextant/core";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { kycProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import { ensureProfile, factsOf, type KycProfileRow, type KycRecord, readKycRecord } from "./kyc-records";
import { assertWalletActivated } from "./wallet-activation";

/*
 * What every KYC write (the wizard's info form and documents, SEP-12's PUT /customer) does the same way: open
 * the caller's record, refuse it while it is under review or approved, store the document's fields, and update
 * the profile only if its status is still the one read.
 */

/** Refuses changes while the application is pending or approved ('Already Submitted' / 'Already approved'). */
export function assertEditable(record: KycRecord): void {
  const block = deriveKycState(factsOf(record)).editBlock;
  if (block) throw new AppError(ErrorCode.Conflict, block);
}

/**
 * The caller's KYC record to change: an existing one, or a new empty profile once the wallet is activated
 * ('You need to activate your wallet before proceeding.'); refused while it may not be edited.
 */
export async function openEditableRecord(app: FastifyInstance, accountId: string): Promise<KycRecord> {
  const { db } = app.database;
  let record = await readKycRecord(db, accountId);
  if (!record) {
    await assertWalletActivated(app.horizon, accountId);
    record = { profile: await ensureProfile(db, accountId), document: null };
  }
  assertEditable(record);
  return record;
}

/** The conditional update's guard: this account's profile, still with the status `expected` (null: none yet). */
export function profileStillAt(accountId: string, expected: KycProfileRow["status"]): SQL | undefined {
  return and(
    eq(kycProfiles.accountId, accountId),
    expected === null ? sql`${kycProfiles.status} is null` : eq(kycProfiles.status, expected),
  );
}

/** What the info rules need to know of the stored profile: only verified contacts count. */
export function infoContext(profile: KycProfileRow, hasPhoto: boolean) {
  return {
    now: new Date(),
    hasPhoto,
    verifiedEmail: profile.isEmailVerified ? profile.email : null,
    verifiedPhone: profile.isPhoneVerified ? profile.phone : null,
  };
}

/** An individual's identity document as stored (the company's two documents are the wizard's own columns). */
export function identityDocumentRow(doc: TKycDocumentFields, proofCode: string) {
  return {
    docType: doc.id_type,
    country: doc.id_country_code.toUpperCase(),
    issueDate: doc.id_issue_date,
    expDate: doc.id_expiration_date,
    realName: doc.realName,
    number: doc.id_number,
    frontUrl: doc.photo_id_front,
    backUrl: doc.photo_id_back,
    proofImage: doc.proofImage,
    proofCode,
    updatedAt: new Date(),
  };
}

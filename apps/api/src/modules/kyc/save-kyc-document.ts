import {
  checkKycDocument,
  deriveKycState,
  ErrorCode,
  KYC_EXTRA_MESSAGES,
  ZFormBoolean,
  ZKycDocumentFields,
} from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { kycDocuments, kycProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import { fieldErrors, parseFields } from "./kyc-errors";
import { claimKycFiles } from "./kyc-files";
import { factsOf, type KycRecord, readKycRecord } from "./kyc-records";
import { identityDocumentRow, openEditableRecord, profileStillAt } from "./kyc-writes";

/** The document step's body: the spec's document fields, and the kind when no info form was saved yet. */
export const ZSubmitDocumentBody = ZKycDocumentFields.extend({ isCompanyKyc: ZFormBoolean.optional() });

/**
 * Saves the documents (step 2): checked with the spec's rules for the kind of KYC, every file claimed as the
 * caller's own, the proof code the profile's, then the status `deriveKycState(…, "saveDocument")` gives, written
 * only if the status is still the one read.
 */
export async function saveKycDocument(
  app: FastifyInstance,
  accountId: string,
  body: unknown,
): Promise<KycRecord> {
  const { db } = app.database;
  const fields = parseFields(ZSubmitDocumentBody, body ?? {});
  if (fields.account_id !== "" && fields.account_id !== accountId) {
    throw new AppError(ErrorCode.Forbidden, "You may only save your own KYC documents.");
  }
  const record = await openEditableRecord(app, accountId);
  const { profile } = record;
  const company =
    profile.status === null && fields.isCompanyKyc !== undefined ? fields.isCompanyKyc : profile.isCompanyKyc;
  const errors = checkKycDocument(fields, company);
  if (errors.length > 0) throw fieldErrors(errors);
  if (!company && fields.proofCode !== "" && fields.proofCode.toUpperCase() !== profile.proofCode) {
    throw fieldErrors([{ field: "proofCode", message: KYC_EXTRA_MESSAGES.proofCodeMismatch }]);
  }
  const files = company
    ? [fields.companyDocument, fields.companyDocWithName]
    : [fields.photo_id_front, fields.photo_id_back, fields.proofImage];

  // A company keeps its two documents and no ID images or proof code; an individual the reverse.
  const document = company
    ? {
        ...identityDocumentRow({ ...fields, photo_id_front: "", photo_id_back: "", proofImage: "" }, ""),
        companyDocument: fields.companyDocument,
        companyDocWithName: fields.companyDocWithName,
      }
    : { ...identityDocumentRow(fields, profile.proofCode), companyDocument: "", companyDocWithName: "" };
  const next = deriveKycState(
    {
      ...factsOf(record),
      documentNumber: document.number,
      hasCompanyDocument: document.companyDocument !== "",
    },
    "saveDocument",
  );
  const expected = profile.status;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(kycProfiles)
      .set({
        status: next.status,
        isCompanyKyc: company,
        companyDocument: document.companyDocument,
        submittedAt: next.status === "pending" ? new Date() : profile.submittedAt,
        updatedAt: new Date(),
      })
      .where(profileStillAt(accountId, expected))
      .returning({ id: kycProfiles.id });
    if (updated.length === 0)
      throw new AppError(ErrorCode.Conflict, "Your KYC changed meanwhile, please reload it.");
    await claimKycFiles(tx as unknown as typeof db, accountId, files);
    await tx
      .insert(kycDocuments)
      .values({ accountId, ...document })
      .onConflictDoUpdate({ target: kycDocuments.accountId, set: document });
  });
  return (await readKycRecord(db, accountId)) as KycRecord;
}

import { randomInt } from "node:crypto";
import {
  deriveKycState,
  documentDateOrDefault,
  KYC_DOCUMENT_TYPES,
  type TKycDocument,
  type TKycDocumentType,
  type TKycEvent,
  type TKycFacts,
  type TKycProfile,
  type TKycState,
  type TKycStatus,
} from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { kycDocuments, kycProfiles } from "../../db/schema";

export type KycProfileRow = typeof kycProfiles.$inferSelect;
export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export interface KycRecord {
  profile: KycProfileRow;
  document: KycDocumentRow | null;
}

export function toProfile(row: KycProfileRow): TKycProfile {
  return {
    id: row.id,
    accountId: row.accountId,
    status: row.status as TKycStatus | null,
    isCompanyKyc: row.isCompanyKyc,
    firstName: row.firstName,
    lastName: row.lastName,
    otherName: row.otherName,
    companyName: row.companyName,
    companyWebsite: row.companyWebsite,
    businessName: row.businessName,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    countryDial: row.countryDial,
    state: row.state,
    city: row.city,
    postalCode: row.postalCode,
    address: row.address,
    dob: row.dob,
    file: row.photo,
    adminNotes: row.adminNotes,
    companyDocument: row.companyDocument,
    isEmailVerified: row.isEmailVerified,
    isPhoneVerified: row.isPhoneVerified,
    rating: Number(row.rating),
    reviews: row.reviews,
    proofCode: row.proofCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDocument(row: KycDocumentRow): TKycDocument {
  const docType = (KYC_DOCUMENT_TYPES as readonly string[]).includes(row.docType)
    ? (row.docType as TKycDocumentType)
    : "National ID";
  return {
    docType,
    country: row.country,
    issueDate: documentDateOrDefault(row.issueDate),
    expDate: documentDateOrDefault(row.expDate),
    realName: row.realName,
    number: row.number,
    frontUrl: row.frontUrl,
    backUrl: row.backUrl,
    proofImage: row.proofImage,
    proofCode: row.proofCode,
    companyDocument: row.companyDocument,
    companyDocWithName: row.companyDocWithName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The facts `deriveKycState` looks at. */
export function factsOf(record: KycRecord): TKycFacts {
  const { profile, document } = record;
  return {
    status: profile.status as TKycStatus | null,
    isEmailVerified: profile.isEmailVerified,
    isPhoneVerified: profile.isPhoneVerified,
    hasPhoto: profile.photo !== "",
    firstName: profile.firstName,
    companyName: profile.companyName,
    hasCompanyDocument: profile.companyDocument !== "",
    documentNumber: document?.number ?? "",
  };
}

export function stateOf(record: KycRecord, event: TKycEvent = "view"): TKycState {
  return deriveKycState(factsOf(record), event);
}

/** The profile with its document and derived state, as `GET /kyc/info` answers it. */
export function toInfo(record: KycRecord) {
  return {
    kyc: toProfile(record.profile),
    document: record.document ? toDocument(record.document) : null,
    state: stateOf(record),
  };
}

export async function readKycRecord(db: Database, accountId: string): Promise<KycRecord | null> {
  const [profile] = await db.select().from(kycProfiles).where(eq(kycProfiles.accountId, accountId));
  if (!profile) return null;
  const [document] = await db.select().from(kycDocuments).where(eq(kycDocuments.accountId, accountId));
  return { profile, document: document ?? null };
}

/** Six characters a person copies onto paper for the verification image: no 0/O or 1/I to confuse. */
export function newProofCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join("");
}

/** The account's profile row, created (no status yet) when there is none. Safe against two first calls at once. */
export async function ensureProfile(db: Database, accountId: string): Promise<KycProfileRow> {
  await db.insert(kycProfiles).values({ accountId, proofCode: newProofCode() }).onConflictDoNothing();
  const [row] = await db.select().from(kycProfiles).where(eq(kycProfiles.accountId, accountId));
  if (!row) throw new Error("the KYC profile was not stored");
  return row;
}

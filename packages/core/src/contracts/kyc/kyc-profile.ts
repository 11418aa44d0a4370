import { z } from "zod";
import { KYC_DOCUMENT_TYPES } from "../../kyc/kyc-limits";
import { ZKycStatus } from "../../kyc/kyc-status";
import { text } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

/**
 * A KYC profile as its owner (or an admin) reads it (spec doc 2 §3 'User profile (KYC)'). `file` and
 * `companyDocument` are stored file names, read at `/api/files/{name}` with the owner's or an admin's token.
 */
export const ZKycProfile = z
  .object({
    id: z.number().int(),
    accountId: z.string(),
    status: ZKycStatus.nullable().describe("null until the info form or documents are first saved"),
    isCompanyKyc: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    otherName: z.string(),
    companyName: z.string(),
    companyWebsite: z.string(),
    businessName: z.string(),
    email: z.string(),
    phone: z.string(),
    countryCode: z.string(),
    countryDial: z.string(),
    state: z.string(),
    city: z.string(),
    postalCode: z.string(),
    address: z.string(),
    dob: z.string().describe("YYYY-MM-DD or empty"),
    file: z.string().describe("profile photo file name, or empty"),
    adminNotes: z.string().describe("the reviewer's reason when rejected"),
    companyDocument: z.string(),
    isEmailVerified: z.boolean(),
    isPhoneVerified: z.boolean(),
    rating: z.number(),
    reviews: z.number().int(),
    proofCode: z.string().describe("the code to show on the verification image"),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "KycProfile" });
export type TKycProfile = z.infer<typeof ZKycProfile>;

/** A saved KYC document (spec doc 2 §3 'KYC document'); missing dates read 2015-03-25. */
export const ZKycDocument = z
  .object({
    docType: z.enum(KYC_DOCUMENT_TYPES),
    country: z.string(),
    issueDate: z.string(),
    expDate: z.string(),
    realName: z.string(),
    number: z.string(),
    frontUrl: z.string(),
    backUrl: z.string(),
    proofImage: z.string(),
    proofCode: z.string(),
    companyDocument: z.string(),
    companyDocWithName: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "KycDocument" });
export type TKycDocument = z.infer<typeof ZKycDocument>;

/** The derived wizard state (core `deriveKycState`), served so every client shows the same step. */
export const ZKycWizardState = z
  .object({
    status: ZKycStatus.nullable(),
    step: z.number().int().min(0).max(3),
    display: z.enum(["approved", "rejected", "draft", "pending"]).nullable(),
    label: z.string().nullable(),
    message: z.string().nullable(),
    colour: z.enum(["green", "red", "accent"]).nullable(),
    editBlock: z.string().nullable(),
  })
  .meta({ id: "KycWizardState" });

/** GET /api/kyc/info?accountId — the caller's own profile; 404 `NO_USER` when there is none. */
export const ZKycInfoQuery = z.object({ accountId: ZPublicKey });
export const ZKycInfoResponse = z.object({
  kyc: ZKycProfile,
  document: ZKycDocument.nullable(),
  state: ZKycWizardState,
});
export type TKycInfoResponse = z.infer<typeof ZKycInfoResponse>;

/** POST /api/kyc/update (multipart, 201) and POST /api/kyc/submitDocument: the message to show and the new state. */
export const ZKycSaveResponse = ZKycInfoResponse.extend({ message: z.string() });
export type TKycSaveResponse = z.infer<typeof ZKycSaveResponse>;

/** POST /api/kyc/uploadDocument and /api/kyc/uploadSelfie (multipart `file`, optional `id`). */
export const ZKycUploadResponse = z.object({
  filename: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
});
export type TKycUploadResponse = z.infer<typeof ZKycUploadResponse>;

/** DELETE /api/kyc — removes the caller's profile, documents, codes and bank details. */
export const ZKycDeleteRequest = z.object({
  accountId: text(69).optional().describe("the wallet's public key, as the delete dialog asks for it"),
});
export const ZKycMessageResponse = z.object({ message: z.string() });
export type TKycMessageResponse = z.infer<typeof ZKycMessageResponse>;

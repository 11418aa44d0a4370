import { countryAlpha3, ErrorCode, KYC_DOCUMENT_TYPES, type TKycState } from "@sextant/core";
import { AppError } from "../../errors";
import type { KycRecord } from "./kyc-records";

/** SEP-12 statuses of a customer, from the wizard's display (a draft with a company document is under review). */
export type Sep12Status = "ACCEPTED" | "PROCESSING" | "NEEDS_INFO" | "REJECTED";

export function sep12Status(state: TKycState | null): Sep12Status {
  switch (state?.display) {
    case "approved":
      return "ACCEPTED";
    case "pending":
      return "PROCESSING";
    case "rejected":
      return "REJECTED";
    default:
      return "NEEDS_INFO";
  }
}

interface FieldSpec {
  type: "string" | "binary" | "date";
  description: string;
  choices?: string[];
  optional?: boolean;
  /** What the field reads from the stored record ("" when not given). */
  read: (record: KycRecord | null) => string;
}

const profile = (key: keyof KycRecord["profile"]) => (record: KycRecord | null) =>
  String(record?.profile[key] ?? "");
const document = (key: keyof NonNullable<KycRecord["document"]>) => (record: KycRecord | null) =>
  String(record?.document?.[key] ?? "");
/** A stored alpha-2 country read back as SEP-9's alpha-3. */
const country = (read: (record: KycRecord | null) => string) => (record: KycRecord | null) => {
  const alpha2 = read(record);
  return alpha2 === "" ? "" : (countryAlpha3(alpha2) ?? alpha2);
};

/** The customer types this server serves (SEP-12 `type`); any other is a 400 naming these. */
export const SEP12_CUSTOMER_TYPES = ["individual", "organization"] as const;
export type Sep12CustomerType = (typeof SEP12_CUSTOMER_TYPES)[number];

/** SEP-9's prefix of an organization's fields. */
export const ORGANIZATION_PREFIX = "organization.";

/** The `type` of a request: undefined when not given, else one of ours. */
export function sep12CustomerType(type: string | undefined): Sep12CustomerType | undefined {
  if (type === undefined || type.trim() === "") return undefined;
  const known = SEP12_CUSTOMER_TYPES.find((candidate) => candidate === type.trim().toLowerCase());
  if (!known) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `The customer type "${type}" is not served here; use ${SEP12_CUSTOMER_TYPES.join(" or ")}, or leave type out.`,
    );
  }
  return known;
}

/**
 * The SEP-9 fields of an individual customer and where each lives in the KYC records — the same data the wizard
 * collects. Country codes are given as ISO 3166-1 alpha-3 (SEP-9) or alpha-2 and read back as alpha-3.
 */
export const SEP12_INDIVIDUAL_FIELDS: Record<string, FieldSpec> = {
  first_name: {
    type: "string",
    description: "First name (at most 30 characters)",
    read: profile("firstName"),
  },
  last_name: { type: "string", description: "Last name (at most 30 characters)", read: profile("lastName") },
  additional_name: { type: "string", description: "Other names", optional: true, read: profile("otherName") },
  email_address: {
    type: "string",
    description: "E-mail address, verified by a code",
    read: profile("email"),
  },
  mobile_number: {
    type: "string",
    description: "Phone number with its dial code (E.164), verified by a code",
    read: profile("phone"),
  },
  address_country_code: {
    type: "string",
    description: "Country of residence, ISO 3166-1 alpha-3 (alpha-2 is taken too)",
    read: country(profile("countryCode")),
  },
  state_or_province: { type: "string", description: "State or province", read: profile("state") },
  city: { type: "string", description: "City", read: profile("city") },
  postal_code: { type: "string", description: "Postal code", read: profile("postalCode") },
  address: { type: "string", description: "Street address", read: profile("address") },
  birth_date: {
    type: "date",
    description: "Date of birth (YYYY-MM-DD), at least 15 years ago",
    read: profile("dob"),
  },
  id_type: {
    type: "string",
    description: "Kind of identity document",
    choices: [...KYC_DOCUMENT_TYPES],
    read: (record) => (record?.document?.number ? record.document.docType : ""),
  },
  id_country_code: {
    type: "string",
    description: "Country that issued the document, ISO 3166-1 alpha-3 (alpha-2 is taken too)",
    read: country(document("country")),
  },
  id_number: { type: "string", description: "Document number", read: document("number") },
  id_issue_date: {
    type: "date",
    description: "Issue date (YYYY-MM-DD)",
    optional: true,
    read: document("issueDate"),
  },
  id_expiration_date: {
    type: "date",
    description: "Expiry date (YYYY-MM-DD), after the issue date",
    optional: true,
    read: document("expDate"),
  },
  photo_id_front: {
    type: "binary",
    description: "Front of the document (PDF, JPEG, PNG, DOC or DOCX, ≤ 1 MiB)",
    read: document("frontUrl"),
  },
  photo_id_back: {
    type: "binary",
    description: "Back of the document (PDF, JPEG, PNG, DOC or DOCX, ≤ 1 MiB)",
    read: document("backUrl"),
  },
  proof_of_liveness: {
    type: "binary",
    description:
      "A photo of the customer holding a paper with the proof code from GET /customer's message (≤ 1 MiB)",
    read: document("proofImage"),
  },
};

const P = ORGANIZATION_PREFIX;

/**
 * The SEP-9 fields of an organization and where each lives in the wizard's company KYC: the registration number
 * and date are the company document's number and issue (registration) date, the director's name its name, the
 * incorporation document the company document and the proof of address the document with the owner's name.
 */
export const SEP12_ORGANIZATION_FIELDS: Record<string, FieldSpec> = {
  [`${P}name`]: {
    type: "string",
    description: "Full organization name (at most 70 characters)",
    read: profile("companyName"),
  },
  [`${P}website`]: { type: "string", description: "Organization website", read: profile("companyWebsite") },
  [`${P}email`]: {
    type: "string",
    description: "Contact e-mail, verified by a code",
    read: profile("email"),
  },
  [`${P}phone`]: {
    type: "string",
    description: "Contact phone with its dial code (E.164), verified by a code",
    read: profile("phone"),
  },
  [`${P}address_country_code`]: {
    type: "string",
    description: "Country of the registered address, ISO 3166-1 alpha-3 (alpha-2 is taken too)",
    read: country(profile("countryCode")),
  },
  [`${P}state_or_province`]: { type: "string", description: "State or province", read: profile("state") },
  [`${P}city`]: { type: "string", description: "City", read: profile("city") },
  [`${P}postal_code`]: { type: "string", description: "Postal code", read: profile("postalCode") },
  [`${P}registered_address`]: {
    type: "string",
    description: "Registered address",
    read: profile("address"),
  },
  [`${P}registration_number`]: {
    type: "string",
    description: "Registration number",
    read: document("number"),
  },
  [`${P}registration_date`]: {
    type: "date",
    description: "Registration date (YYYY-MM-DD)",
    read: document("issueDate"),
  },
  [`${P}director_name`]: {
    type: "string",
    description: "Name of the director or owner, as on the documents (defaults to the organization's name)",
    optional: true,
    read: document("realName"),
  },
  [`${P}photo_incorporation_doc`]: {
    type: "binary",
    description: "Incorporation document (PDF, JPEG, PNG, DOC or DOCX, ≤ 1 MiB)",
    read: document("companyDocument"),
  },
  [`${P}photo_proof_address`]: {
    type: "binary",
    description: "A document with the organization's name and address (PDF, JPEG, PNG, DOC or DOCX, ≤ 1 MiB)",
    read: document("companyDocWithName"),
  },
};

/** `fields` (what is still missing) and `provided_fields` (with their status) of a GET /customer answer. */
export function describeFields(
  record: KycRecord | null,
  status: Sep12Status,
  kind: Sep12CustomerType,
): { fields: Record<string, unknown>; provided_fields: Record<string, unknown> } {
  const fields: Record<string, unknown> = {};
  const provided: Record<string, unknown> = {};
  const specs = kind === "organization" ? SEP12_ORGANIZATION_FIELDS : SEP12_INDIVIDUAL_FIELDS;
  for (const [name, spec] of Object.entries(specs)) {
    const { read: _read, ...shown } = spec;
    const value = spec.read(record);
    if (value === "") {
      if (status === "NEEDS_INFO") fields[name] = shown;
      continue;
    }
    let fieldStatus: string =
      status === "NEEDS_INFO" ? "ACCEPTED" : status === "REJECTED" ? "REJECTED" : status;
    if ((name === "email_address" || name === `${P}email`) && !record?.profile.isEmailVerified) {
      fieldStatus = "VERIFICATION_REQUIRED";
    }
    if ((name === "mobile_number" || name === `${P}phone`) && !record?.profile.isPhoneVerified) {
      fieldStatus = "VERIFICATION_REQUIRED";
    }
    provided[name] = { ...shown, status: fieldStatus };
  }
  return { fields, provided_fields: provided };
}

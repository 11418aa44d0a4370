import {
  checkKycDocument,
  checkKycInfo,
  countryAlpha2,
  deriveKycState,
  ErrorCode,
  isIsoDate,
  isOldEnough,
  KYC_DOCUMENT_TYPES,
  KYC_EXTRA_MESSAGES,
  KYC_MESSAGES,
  normalisePhone,
  type TKycDocumentType,
  ZKycDocumentFields,
  ZKycInfoFields,
} from "@sextant/core";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { kycDocuments, kycProfiles } from "../../db/schema";
import { AppError } from "../../errors";
import type { ReceivedUpload } from "../files/read-multipart";
import { parseFields } from "./kyc-errors";
import { PROFILE_PHOTO_KIND, storeKycFile } from "./kyc-files";
import { factsOf, type KycProfileRow, type KycRecord, readKycRecord } from "./kyc-records";
import { identityDocumentRow, infoContext, openEditableRecord, profileStillAt } from "./kyc-writes";
import { sendKycCode } from "./one-time-codes";
import { ORGANIZATION_PREFIX, type Sep12CustomerType } from "./sep12-fields";

/** SEP-9's id_type words, and ours, to the wizard's document kinds. */
const ID_TYPES: Record<string, TKycDocumentType> = {
  passport: "Passport",
  drivers_license: "Driving License",
  driving_license: "Driving License",
  id_card: "National ID",
  national_id: "National ID",
};

function idType(value: string): TKycDocumentType {
  const own = KYC_DOCUMENT_TYPES.find((type) => type.toLowerCase() === value.toLowerCase());
  const mapped = own ?? ID_TYPES[value.toLowerCase().replace(/\s+/g, "_")];
  if (!mapped) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `id_type must be one of: ${KYC_DOCUMENT_TYPES.join(", ")}.`,
    );
  }
  return mapped;
}

/** A SEP-9 country code, ISO 3166-1 alpha-3 (the standard) or alpha-2, as the alpha-2 code the records keep. */
function isoCountry(field: string, value: string): string {
  if (value === "") return "";
  const alpha2 = countryAlpha2(value);
  if (!alpha2) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `${field} must be an ISO 3166-1 alpha-3 (or alpha-2) country code.`,
    );
  }
  return alpha2;
}

function checkDate(field: string, value: string): void {
  if (value !== "" && !isIsoDate(value)) {
    throw new AppError(ErrorCode.ValidationFailed, `${field}: ${KYC_EXTRA_MESSAGES.invalidDate}`);
  }
}

/** Reads the given SEP-9 values: `has` — sent at all (an empty value clears), `given` — the trimmed value. */
function reader(values: Record<string, string>, prefix = "") {
  return {
    has: (name: string) => values[`${prefix}${name}`] !== undefined,
    given: (name: string) => (values[`${prefix}${name}`] ?? "").trim(),
  };
}

/** The e-mail and phone after this PUT; a verified one can't be replaced (409), a new one is checked. */
function contacts(
  accountId: string,
  profile: KycProfileRow,
  email: string | undefined,
  phone: string | undefined,
): { email: string; phone: string } {
  const next = {
    email: email ?? profile.email,
    phone: phone === undefined ? profile.phone : normalisePhone(phone),
  };
  if (next.email !== profile.email && profile.isEmailVerified) {
    throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.emailLocked);
  }
  if (next.phone !== profile.phone && profile.isPhoneVerified) {
    throw new AppError(ErrorCode.Conflict, KYC_EXTRA_MESSAGES.phoneLocked);
  }
  parseFields(ZKycInfoFields, {
    account_id: accountId,
    email_address: next.email,
    mobile_number: next.phone,
  });
  return next;
}

/** The kind a PUT acts on: the `type` asked for, else organization when organization.* fields come, else the record's. */
export function customerKind(
  values: Record<string, string>,
  requested: Sep12CustomerType | undefined,
  record: KycRecord | null,
): Sep12CustomerType {
  if (requested) return requested;
  if (Object.keys(values).some((name) => name.startsWith(ORGANIZATION_PREFIX))) return "organization";
  return record?.profile.status !== null && record?.profile.isCompanyKyc ? "organization" : "individual";
}

/**
 * PUT /customer (SEP-12) over the wizard's records: stores what is given (a partial update is fine) for an
 * individual (SEP-9 natural-person fields) or an organization (`organization.*`, the wizard's company KYC), sends a
 * code for a new e-mail or phone (VERIFICATION_REQUIRED until confirmed), then settles the status.
 */
export async function putSep12Customer(
  app: FastifyInstance,
  accountId: string,
  values: Record<string, string>,
  files: Record<string, ReceivedUpload>,
  requested: Sep12CustomerType | undefined,
): Promise<KycRecord> {
  const record = await openEditableRecord(app, accountId);
  const kind = customerKind(values, requested, record);
  const { profile } = record;
  if (profile.status !== null && profile.isCompanyKyc !== (kind === "organization")) {
    throw new AppError(
      ErrorCode.Conflict,
      profile.isCompanyKyc
        ? "This customer is an organization: send organization.* fields, or delete it to start as an individual."
        : "This customer is an individual: delete it to start again as an organization.",
    );
  }
  const changed =
    kind === "organization"
      ? await putOrganization(app, record, values, files)
      : await putIndividual(app, record, values, files);
  // A new, unverified address or number gets its code now; a code sent less than 60 s ago is still valid.
  if (changed.email !== "" && changed.email !== profile.email) {
    await sendQuietly(app, accountId, "email", changed.email);
  }
  if (changed.phone !== "" && changed.phone !== profile.phone) {
    await sendQuietly(app, accountId, "sms", changed.phone);
  }
  return settleSep12Status(app, accountId);
}

async function putIndividual(
  app: FastifyInstance,
  record: KycRecord,
  values: Record<string, string>,
  files: Record<string, ReceivedUpload>,
): Promise<{ email: string; phone: string }> {
  const { profile } = record;
  const accountId = profile.accountId;
  const { has, given } = reader(values);
  const info = parseFields(ZKycInfoFields, {
    account_id: accountId,
    first_name: has("first_name") ? given("first_name") : profile.firstName,
    last_name: has("last_name") ? given("last_name") : profile.lastName,
    additional_name: has("additional_name") ? given("additional_name") : profile.otherName,
    address_country_code: has("address_country_code")
      ? isoCountry("address_country_code", given("address_country_code"))
      : profile.countryCode,
    state_or_province: has("state_or_province") ? given("state_or_province") : profile.state,
    city: has("city") ? given("city") : profile.city,
    postal_code: has("postal_code") ? given("postal_code") : profile.postalCode,
    address: has("address") ? given("address") : profile.address,
    birth_date: has("birth_date") ? given("birth_date") : profile.dob,
  });
  for (const name of ["birth_date", "id_issue_date", "id_expiration_date"]) {
    if (has(name)) checkDate(name, given(name));
  }
  if (has("birth_date") && info.birth_date !== "" && !isOldEnough(info.birth_date, new Date())) {
    throw new AppError(ErrorCode.ValidationFailed, KYC_MESSAGES.tooYoung);
  }
  const idCountry = has("id_country_code")
    ? isoCountry("id_country_code", given("id_country_code"))
    : undefined;
  const contact = contacts(
    accountId,
    profile,
    has("email_address") ? given("email_address") : undefined,
    has("mobile_number") ? given("mobile_number") : undefined,
  );

  const old = record.document;
  const stored: Record<string, string> = {};
  for (const [name, upload] of Object.entries(files)) {
    stored[name] = await storeKycFile(
      app,
      accountId,
      upload,
      name === "proof_of_liveness" && profile.photo === "" ? PROFILE_PHOTO_KIND : undefined,
    );
  }
  const doc = parseFields(ZKycDocumentFields, {
    id_type: has("id_type") ? idType(given("id_type")) : (old?.docType ?? "National ID"),
    id_country_code: idCountry ?? old?.country ?? "",
    id_issue_date: has("id_issue_date") ? given("id_issue_date") : (old?.issueDate ?? ""),
    id_expiration_date: has("id_expiration_date") ? given("id_expiration_date") : (old?.expDate ?? ""),
    id_number: has("id_number") ? given("id_number") : (old?.number ?? ""),
    realName: [info.first_name, info.last_name]
      .filter((part) => part)
      .join(" ")
      .slice(0, 50),
    photo_id_front: stored.photo_id_front ?? old?.frontUrl ?? "",
    photo_id_back: stored.photo_id_back ?? old?.backUrl ?? "",
    proofImage: stored.proof_of_liveness ?? old?.proofImage ?? "",
  });
  await writeCustomer(
    app,
    profile,
    {
      isCompanyKyc: false,
      firstName: info.first_name,
      lastName: info.last_name,
      otherName: info.additional_name,
      companyName: "",
      companyWebsite: "",
      businessName: "",
      ...contact,
      countryCode: info.address_country_code.toUpperCase(),
      state: info.state_or_province,
      city: info.city,
      postalCode: info.postal_code,
      address: info.address,
      dob: info.birth_date,
      photo: profile.photo === "" && stored.proof_of_liveness ? stored.proof_of_liveness : profile.photo,
    },
    { ...identityDocumentRow(doc, profile.proofCode), companyDocument: "", companyDocWithName: "" },
  );
  return contact;
}

/**
 * An organization (SEP-9 `organization.*`) as the wizard's company KYC: name and website, the registered address
 * and its country, contacts verified by code; the registration number and date, the director's name, and the
 * incorporation document and proof of address as the company document and the document with the owner's name.
 */
async function putOrganization(
  app: FastifyInstance,
  record: KycRecord,
  values: Record<string, string>,
  files: Record<string, ReceivedUpload>,
): Promise<{ email: string; phone: string }> {
  const { profile } = record;
  const accountId = profile.accountId;
  const individual = Object.keys(values).find(
    (name) => !name.startsWith(ORGANIZATION_PREFIX) && !INDIFFERENT.has(name),
  );
  if (individual) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `${individual} is not a field of an organization; send organization.* fields.`,
    );
  }
  const { has, given } = reader(values, ORGANIZATION_PREFIX);
  const country = has("address_country_code")
    ? isoCountry(`${ORGANIZATION_PREFIX}address_country_code`, given("address_country_code"))
    : profile.countryCode;
  const info = parseFields(ZKycInfoFields, {
    account_id: accountId,
    isCompanyKyc: true,
    companyName: has("name") ? given("name") : profile.companyName,
    companyWebsite: has("website") ? given("website") : profile.companyWebsite,
    address_country_code: country,
    state_or_province: has("state_or_province") ? given("state_or_province") : profile.state,
    city: has("city") ? given("city") : profile.city,
    postal_code: has("postal_code") ? given("postal_code") : profile.postalCode,
    address: has("registered_address") ? given("registered_address") : profile.address,
  });
  if (has("registration_date"))
    checkDate(`${ORGANIZATION_PREFIX}registration_date`, given("registration_date"));
  const contact = contacts(
    accountId,
    profile,
    has("email") ? given("email") : undefined,
    has("phone") ? given("phone") : undefined,
  );

  const old = record.document;
  const stored: Record<string, string> = {};
  for (const [name, upload] of Object.entries(files))
    stored[name] = await storeKycFile(app, accountId, upload);
  const doc = parseFields(ZKycDocumentFields, {
    id_type: old?.docType ?? "National ID",
    id_country_code: country,
    id_issue_date: has("registration_date") ? given("registration_date") : (old?.issueDate ?? ""),
    id_expiration_date: old?.expDate ?? "",
    id_number: has("registration_number") ? given("registration_number") : (old?.number ?? ""),
    realName: (has("director_name") ? given("director_name") : old?.realName || info.companyName).slice(
      0,
      50,
    ),
    companyDocument: stored[`${ORGANIZATION_PREFIX}photo_incorporation_doc`] ?? old?.companyDocument ?? "",
    companyDocWithName: stored[`${ORGANIZATION_PREFIX}photo_proof_address`] ?? old?.companyDocWithName ?? "",
  });
  await writeCustomer(
    app,
    profile,
    {
      isCompanyKyc: true,
      firstName: "",
      lastName: "",
      otherName: "",
      companyName: info.companyName,
      companyWebsite: info.companyWebsite,
      ...contact,
      countryCode: info.address_country_code.toUpperCase(),
      state: info.state_or_province,
      city: info.city,
      postalCode: info.postal_code,
      address: info.address,
      dob: "",
    },
    {
      ...identityDocumentRow({ ...doc, photo_id_front: "", photo_id_back: "", proofImage: "" }, ""),
      companyDocument: doc.companyDocument,
      companyDocWithName: doc.companyDocWithName,
    },
  );
  return contact;
}

/** Keys an organization's PUT may carry besides `organization.*` (addressing and verification codes). */
const INDIFFERENT = new Set([
  "id",
  "account",
  "memo",
  "memo_type",
  "type",
  "lang",
  "email_address_verification",
  "mobile_number_verification",
]);

/**
 * Writes the profile and the document, only if the status is still the one read. New data for a rejected
 * customer reopens it (as the wizard's Resubmit does); it is submitted again once complete. The company document
 * goes on the profile only when the customer is submitted (a draft with it would read as under review).
 */
async function writeCustomer(
  app: FastifyInstance,
  profile: KycProfileRow,
  values: Partial<typeof kycProfiles.$inferInsert>,
  documentValues: Omit<typeof kycDocuments.$inferInsert, "accountId">,
): Promise<void> {
  const expected = profile.status;
  const accountId = profile.accountId;
  await app.database.db.transaction(async (tx) => {
    const updated = await tx
      .update(kycProfiles)
      .set({
        ...values,
        status: expected === null || expected === "rejected" ? "draft" : expected,
        companyDocument: "",
        updatedAt: new Date(),
      })
      .where(profileStillAt(accountId, expected))
      .returning({ id: kycProfiles.id });
    if (updated.length === 0)
      throw new AppError(ErrorCode.Conflict, "The customer changed meanwhile, please retry.");
    await tx
      .insert(kycDocuments)
      .values({ accountId, ...documentValues })
      .onConflictDoUpdate({ target: kycDocuments.accountId, set: documentValues });
  });
}

async function sendQuietly(
  app: FastifyInstance,
  accountId: string,
  channel: "email" | "sms",
  target: string,
) {
  try {
    await sendKycCode(app, { accountId, channel, target });
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 429)) throw error;
  }
}

/**
 * Submits the customer for review once everything the wizard requires is there and both contacts are verified:
 * the status `deriveKycState(…, "saveInfo")` gives (pending, as the document has a number), by conditional update.
 */
export async function settleSep12Status(app: FastifyInstance, accountId: string): Promise<KycRecord> {
  const { db } = app.database;
  const record = (await readKycRecord(db, accountId)) as KycRecord;
  const { profile, document } = record;
  if (profile.status !== "draft" || !document) return record;
  const company = profile.isCompanyKyc;
  const info = ZKycInfoFields.parse({
    account_id: accountId,
    isCompanyKyc: company,
    email_address: profile.email,
    mobile_number: profile.phone,
    address_country_code: profile.countryCode,
    state_or_province: profile.state,
    city: profile.city,
    postal_code: profile.postalCode,
    address: profile.address,
    first_name: profile.firstName,
    last_name: profile.lastName,
    birth_date: profile.dob,
    companyName: profile.companyName,
    companyWebsite: profile.companyWebsite,
  });
  const infoErrors = checkKycInfo(info, infoContext(profile, profile.photo !== ""));
  const docErrors = checkKycDocument(
    ZKycDocumentFields.parse({
      id_type: document.docType,
      id_country_code: document.country,
      id_issue_date: document.issueDate,
      id_expiration_date: document.expDate,
      id_number: document.number,
      realName: document.realName,
      photo_id_front: document.frontUrl,
      photo_id_back: document.backUrl,
      proofImage: document.proofImage,
      companyDocument: document.companyDocument,
      companyDocWithName: document.companyDocWithName,
    }),
    company,
  );
  if (infoErrors.length > 0 || docErrors.length > 0) return record;
  const next = deriveKycState(factsOf(record), "saveInfo");
  await db
    .update(kycProfiles)
    .set({
      status: next.status,
      companyDocument: company ? document.companyDocument : "",
      submittedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(and(eq(kycProfiles.accountId, accountId), eq(kycProfiles.status, "draft")));
  return (await readKycRecord(db, accountId)) as KycRecord;
}

import { z } from "zod";
import { withoutControlCharacters } from "../validators/request-fields";
import { isIsoDate, isOldEnough } from "./kyc-dates";
import { KYC_DOCUMENT_TYPES, KYC_MAX_LENGTHS, KYC_OTHER_LENGTHS, OTP_DIGITS } from "./kyc-limits";
import { formatKycMessage, KYC_EXTRA_MESSAGES, KYC_MESSAGES } from "./kyc-messages";

const CONTROL = "Must not contain control characters";

/**
 * A text field of a KYC form: trimmed, at most `max` characters (the spec's table), no control characters.
 * Empty is allowed here; whether it is required depends on the kind of KYC and is checked by the form.
 */
export function kycText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, formatKycMessage(KYC_EXTRA_MESSAGES.tooLong, { field: label, max }))
    .refine(withoutControlCharacters, CONTROL);
}

/** "true"/"false" from a multipart form, or a JSON boolean. */
export const ZFormBoolean = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", ""])])
  .transform((value) => value === true || value === "true" || value === "1");

const L = KYC_MAX_LENGTHS;

/** An e-mail address a code may be sent to: required, contains "@" (spec doc 2 §5 'KYC common fields'). */
export const ZKycEmail = kycText("Email", L.email)
  .refine((value) => value !== "", KYC_MESSAGES.sendEmailRequired)
  .refine((value) => value === "" || /^[^\s@]+@[^\s@]+$/.test(value), KYC_MESSAGES.sendEmailInvalid);

/** A phone number with its dial code, e.g. "+44 7700 900123": "+" and 6–15 digits. */
export const ZKycPhone = kycText("Phone", KYC_OTHER_LENGTHS.phone)
  .refine((value) => value !== "", KYC_MESSAGES.sendPhoneRequired)
  .refine(
    (value) => value === "" || /^\+\d{6,15}$/.test(normalisePhone(value)),
    "Please enter the phone number with its country dial code, e.g. +44 7700 900123.",
  );

/** The one form a phone number is compared and stored in: "+" and digits. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-().]/g, "");
}

/** A 4-digit one-time code; anything else is 'Please fill all fields.'. */
export const ZOtpCode = z
  .string()
  .trim()
  .refine((value) => new RegExp(`^\\d{${OTP_DIGITS}}$`).test(value), KYC_MESSAGES.otpIncomplete);

/** A two-letter country code (ISO 3166-1 alpha-2), upper case. */
export const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => /^[A-Z]{2}$/.test(value), KYC_MESSAGES.countryRequired);

/** The KYC info form (spec doc 2 §3 'KYC info form'), as the multipart fields name it. */
export const ZKycInfoFields = z.object({
  account_id: z.string().trim().max(56),
  isCompanyKyc: ZFormBoolean.default(false),
  email_address: kycText("Email", L.email).default(""),
  mobile_number: kycText("Phone", KYC_OTHER_LENGTHS.phone).default(""),
  country_dial: kycText("Dial code", 6).default(""),
  address_country_code: kycText("Country code", 2).default(""),
  state_or_province: kycText("State", L.state).default(""),
  city: kycText("City", L.city).default(""),
  postal_code: kycText("Postal code", L.postalCode).default(""),
  address: kycText("Address", L.address).default(""),
  first_name: kycText("First name", L.firstName).default(""),
  last_name: kycText("Last name", L.lastName).default(""),
  additional_name: kycText("Other name", L.otherName).default(""),
  birth_date: kycText("Date of birth", 10).default(""),
  companyName: kycText("Company name", L.companyName).default(""),
  companyWebsite: kycText("Company website", L.website).default(""),
  businessName: kycText("Business name", L.businessName).default(""),
});
export type TKycInfoFields = z.infer<typeof ZKycInfoFields>;

export interface TKycFieldError {
  field: string;
  message: string;
}

/**
 * The rules of the info form that depend on the kind of KYC, on what is verified and on today (spec doc 2 §5):
 * the required fields with their messages, 15 years at least, and e-mail and phone verified before saving.
 * `hasPhoto`: a profile photo is stored already or comes with this form.
 */
export function checkKycInfo(
  fields: TKycInfoFields,
  context: { now: Date; hasPhoto: boolean; verifiedEmail: string | null; verifiedPhone: string | null },
): TKycFieldError[] {
  const errors: TKycFieldError[] = [];
  const need = (field: keyof TKycInfoFields, message: string) => {
    if (String(fields[field]).trim() === "") errors.push({ field, message });
  };
  need("email_address", KYC_MESSAGES.emailRequired);
  need("mobile_number", KYC_MESSAGES.phoneRequired);
  need("address_country_code", KYC_MESSAGES.countryCodeRequired);
  need("postal_code", KYC_MESSAGES.postalCodeRequired);
  need("city", KYC_MESSAGES.cityRequired);
  need("address", KYC_MESSAGES.addressRequired);
  need("state_or_province", KYC_MESSAGES.stateRequired);
  if (fields.address_country_code !== "" && !/^[A-Za-z]{2}$/.test(fields.address_country_code)) {
    errors.push({ field: "address_country_code", message: KYC_MESSAGES.countryCodeRequired });
  }
  if (fields.isCompanyKyc) {
    need("companyName", KYC_MESSAGES.companyNameRequired);
    need("companyWebsite", KYC_MESSAGES.companyWebsiteRequired);
  } else {
    need("first_name", KYC_MESSAGES.firstNameRequired);
    need("last_name", KYC_MESSAGES.lastNameRequired);
    if (!context.hasPhoto) errors.push({ field: "file", message: KYC_MESSAGES.profileImageRequired });
    if (fields.birth_date !== "" && !isIsoDate(fields.birth_date)) {
      errors.push({ field: "birth_date", message: KYC_EXTRA_MESSAGES.invalidDate });
    } else if (fields.birth_date !== "" && !isOldEnough(fields.birth_date, context.now)) {
      errors.push({ field: "birth_date", message: KYC_MESSAGES.tooYoung });
    }
  }
  const email = fields.email_address.trim().toLowerCase();
  if (email !== "" && context.verifiedEmail?.toLowerCase() !== email) {
    errors.push({ field: "email_address", message: KYC_MESSAGES.verifyEmailFirst });
  }
  const phone = normalisePhone(fields.mobile_number);
  if (phone !== "" && context.verifiedPhone !== phone) {
    errors.push({ field: "mobile_number", message: KYC_MESSAGES.verifyPhoneFirst });
  }
  return errors;
}

/** The document step (spec doc 2 §3 'KYC document', as saved). File fields hold names returned by the uploads. */
export const ZKycDocumentFields = z.object({
  account_id: z.string().trim().max(56).default(""),
  id_type: z.enum(KYC_DOCUMENT_TYPES).default("National ID"),
  id_country_code: kycText("Country", 2).default(""),
  id_issue_date: kycText("Issue date", 10).default(""),
  id_expiration_date: kycText("Expiry date", 10).default(""),
  id_number: kycText("Number", KYC_OTHER_LENGTHS.documentNumber).default(""),
  photo_id_front: kycText("Front image", 60).default(""),
  photo_id_back: kycText("Back image", 60).default(""),
  realName: kycText("Name", L.realName).default(""),
  companyDocument: kycText("Company document", 60).default(""),
  companyDocWithName: kycText("Document with owner name", 60).default(""),
  proofImage: kycText("Verification image", 60).default(""),
  proofCode: kycText("Proof code", KYC_OTHER_LENGTHS.proofCode).default(""),
});
export type TKycDocumentFields = z.infer<typeof ZKycDocumentFields>;

/**
 * The document step's rules (spec doc 2 §5 'KYC document step'): an individual's name, country, number, front,
 * back and verification image; a company's registration date (the issue date), company document and document
 * with the owner's name, plus country, name and number; an issue date before the expiry date.
 */
export function checkKycDocument(fields: TKycDocumentFields, isCompany: boolean): TKycFieldError[] {
  const errors: TKycFieldError[] = [];
  const need = (field: keyof TKycDocumentFields, message: string) => {
    if (String(fields[field]).trim() === "") errors.push({ field, message });
  };
  need("realName", KYC_MESSAGES.realNameRequired);
  if (!/^[A-Za-z]{2}$/.test(fields.id_country_code)) {
    errors.push({ field: "id_country_code", message: KYC_MESSAGES.countryRequired });
  }
  need("id_number", KYC_MESSAGES.numberRequired);
  if (isCompany) {
    need("id_issue_date", KYC_MESSAGES.registrationDateRequired);
    need("companyDocument", KYC_MESSAGES.companyDocumentRequired);
    need("companyDocWithName", KYC_MESSAGES.fieldRequired);
  } else {
    need("photo_id_front", KYC_MESSAGES.frontRequired);
    need("photo_id_back", KYC_MESSAGES.backRequired);
    need("proofImage", KYC_MESSAGES.verificationImageRequired);
  }
  for (const field of ["id_issue_date", "id_expiration_date"] as const) {
    if (fields[field] !== "" && fields[field] !== "0000-00-00" && !isIsoDate(fields[field])) {
      errors.push({ field, message: KYC_EXTRA_MESSAGES.invalidDate });
    }
  }
  if (
    isIsoDate(fields.id_issue_date) &&
    isIsoDate(fields.id_expiration_date) &&
    fields.id_issue_date >= fields.id_expiration_date
  ) {
    errors.push({ field: "id_expiration_date", message: KYC_EXTRA_MESSAGES.issueBeforeExpiry });
  }
  return errors;
}

/** The P2P bank form (spec doc 2 §3 'P2P bank account', §5 'P2P bank form'): IBAN optional, the rest required. */
const requiredBankText = (label: string, max: number) =>
  kycText(label, max).refine((value) => value !== "", KYC_MESSAGES.fieldRequired);

export const ZBankAccountFields = z.object({
  IBAN: kycText("IBAN", KYC_OTHER_LENGTHS.iban).optional().default(""),
  bankName: requiredBankText("Bank name", L.bankName),
  accountNumber: requiredBankText("Account number", L.accountNumber),
  accountTitle: requiredBankText("Account title", L.accountTitle),
});
export type TBankAccountFields = z.infer<typeof ZBankAccountFields>;

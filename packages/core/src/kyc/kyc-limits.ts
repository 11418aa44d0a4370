/** The spec's maximum lengths (doc 2 §5 'Maximum lengths'), by field. */
export const KYC_MAX_LENGTHS = {
  firstName: 30,
  lastName: 30,
  otherName: 50,
  companyName: 70,
  businessName: 80,
  website: 100,
  email: 100,
  address: 150,
  postalCode: 17,
  state: 50,
  city: 50,
  realName: 50,
  bankName: 50,
  accountTitle: 50,
  accountNumber: 35,
  paymentEmail: 80,
} as const;

/**
 * Lengths the spec leaves open, chosen by their standards: an IBAN is at most 34 characters (ISO 13616), an
 * E.164 phone number 15 digits (with "+" and spaces 20), a document number 40.
 */
export const KYC_OTHER_LENGTHS = {
  iban: 34,
  phone: 20,
  documentNumber: 40,
  proofCode: 12,
  notes: 1000,
} as const;

/** Minimum age for the date of birth (doc 2 §9). */
export const KYC_MINIMUM_AGE = 15;
/** One-time codes: 4 digits, 'Send Again' after 60 s (doc 2 §4, §9). */
export const OTP_DIGITS = 4;
export const OTP_RESEND_SECONDS = 60;
/** How long a code stays valid, and how many wrong tries it survives. */
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Upload limit (doc 2 §9). */
export const KYC_UPLOAD_MAX_BYTES = 1024 * 1024;
/**
 * The file names each KYC upload accepts (doc 2 §5 'KYC uploads'): documents pdf, jpg, jpeg, png, doc, docx; the
 * profile photo png, gif, jpeg (a JPEG named .jpg too); the verification image is a photo (png, jpg, jpeg, gif).
 * The server decides by the bytes; these are what the file pickers offer and check first.
 */
export const KYC_UPLOAD_EXTENSIONS = {
  document: ["pdf", "jpg", "jpeg", "png", "doc", "docx"],
  photo: ["png", "gif", "jpg", "jpeg"],
  selfie: ["png", "jpg", "jpeg", "gif"],
} as const;
export type TKycUploadKind = keyof typeof KYC_UPLOAD_EXTENSIONS;
/** The public profile's name is cut to 20 characters, a company's to 22 (doc 2 §9). */
export const PROFILE_NAME_MAX = 20;
export const PROFILE_COMPANY_NAME_MAX = 22;
/** Document dates missing or 0000-00-00 read as this (doc 2 §3 'KYC document'). */
export const KYC_DEFAULT_DOCUMENT_DATE = "2015-03-25";
/** Document kinds (doc 2 §3). */
export const KYC_DOCUMENT_TYPES = ["National ID", "Driving License", "Passport"] as const;
export type TKycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

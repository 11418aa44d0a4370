import {
  checkKycDocument,
  checkKycInfo,
  KYC_MAX_LENGTHS,
  KYC_MESSAGES,
  KYC_OTHER_LENGTHS,
  normalisePhone,
  type TKycDocumentFields,
  type TKycInfoFields,
  type TKycKind,
  ZKycDocumentFields,
  ZKycEmail,
  ZKycInfoFields,
  ZKycPhone,
} from "@sextant/core";
import type { TKycInfo } from "./kyc-view";

/** The information form as the wizard holds it; the phone without its dialling code. */
export interface TKycInfoValues {
  email: string;
  phone: string;
  countryDial: string;
  countryCode: string;
  state: string;
  city: string;
  postalCode: string;
  address: string;
  firstName: string;
  lastName: string;
  otherName: string;
  dob: string;
  companyName: string;
  companyWebsite: string;
  businessName: string;
}

export type TKycInfoErrors = Partial<Record<keyof TKycInfoValues | "photo", string>>;

/** The multipart fields of POST /api/kyc/update (document 2 §3 'KYC info form') for the form's values. */
export function infoFields(accountId: string, kind: TKycKind, values: TKycInfoValues): TKycInfoFields {
  const company = kind === "company";
  return ZKycInfoFields.parse({
    account_id: accountId,
    isCompanyKyc: company,
    email_address: values.email,
    mobile_number: values.phone.trim() ? normalisePhone(`${values.countryDial}${values.phone}`) : "",
    country_dial: values.countryDial,
    address_country_code: values.countryCode,
    state_or_province: values.state,
    city: values.city,
    postal_code: values.postalCode,
    address: values.address,
    first_name: company ? "" : values.firstName,
    last_name: company ? "" : values.lastName,
    additional_name: company ? "" : values.otherName,
    birth_date: company ? "" : values.dob,
    companyName: company ? values.companyName : "",
    companyWebsite: company ? values.companyWebsite : "",
    businessName: company ? values.businessName : "",
  });
}

const INFO_FIELD_OF: Record<string, keyof TKycInfoValues | "photo"> = {
  email_address: "email",
  mobile_number: "phone",
  address_country_code: "countryCode",
  state_or_province: "state",
  city: "city",
  postal_code: "postalCode",
  address: "address",
  first_name: "firstName",
  last_name: "lastName",
  additional_name: "otherName",
  birth_date: "dob",
  companyName: "companyName",
  companyWebsite: "companyWebsite",
  businessName: "businessName",
  file: "photo",
};

/** The information step's errors by form field, from core's rules (the same the server applies). */
export function validateKycInfo(
  accountId: string,
  kind: TKycKind,
  values: TKycInfoValues,
  context: { info: TKycInfo | null; hasNewPhoto: boolean; now: Date },
): TKycInfoErrors {
  const kyc = context.info?.kyc;
  const errors: TKycInfoErrors = {};
  const found = checkKycInfo(infoFields(accountId, kind, values), {
    now: context.now,
    hasPhoto: context.hasNewPhoto || Boolean(kyc?.file),
    verifiedEmail: kyc?.isEmailVerified ? kyc.email : null,
    verifiedPhone: kyc?.isPhoneVerified ? normalisePhone(kyc.phone) : null,
  });
  for (const { field, message } of found) {
    const key = INFO_FIELD_OF[field];
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** The document step's values, named as POST /api/kyc/submitDocument names them. */
export type TKycDocumentValues = Omit<TKycDocumentFields, "account_id">;

/** The document step's errors by field, from core's rules. */
export function validateKycDocumentValues(
  accountId: string,
  values: TKycDocumentValues,
  kind: TKycKind,
): Partial<Record<keyof TKycDocumentValues, string>> {
  const errors: Partial<Record<keyof TKycDocumentValues, string>> = {};
  for (const { field, message } of checkKycDocument(
    ZKycDocumentFields.parse({ ...values, account_id: accountId }),
    kind === "company",
  )) {
    const key = field as keyof TKycDocumentValues;
    if (!errors[key]) errors[key] = message;
  }
  return errors;
}

/** The message when a code can't be sent to this address or number, before asking the server. */
export function sendCodeError(channel: "email" | "sms", to: string): string | null {
  const result = (channel === "email" ? ZKycEmail : ZKycPhone).safeParse(to);
  return result.success ? null : (result.error.issues[0]?.message ?? KYC_MESSAGES.requestFailed);
}

/** `maxLength` of every input: the spec's table, and the lengths core chose where the spec is silent. */
export const KYC_INPUT_MAX = {
  ...KYC_MAX_LENGTHS,
  phone: KYC_OTHER_LENGTHS.phone,
  number: KYC_OTHER_LENGTHS.documentNumber,
} as const;

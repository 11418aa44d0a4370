import { KYC_DEFAULT_DOCUMENT_DATE } from "@sextant/core";
import type { TKycDocumentValues } from "./kyc-form-rules";
import type { TKycInfo } from "./kyc-view";

/** A stored date the form shows as empty: the spec's stand-in for a missing date (document 2 §3). */
function dateField(value: string | undefined): string {
  return !value || value === KYC_DEFAULT_DOCUMENT_DATE || value === "0000-00-00" ? "" : value.slice(0, 10);
}

/** The document form filled from a stored profile; the name on the document starts as the profile's name. */
export function documentInitialValues(info: TKycInfo): TKycDocumentValues {
  const { kyc, document } = info;
  return {
    id_type: document?.docType ?? "National ID",
    realName: document?.realName || [kyc.firstName, kyc.lastName].filter(Boolean).join(" "),
    id_country_code: document?.country || kyc.countryCode,
    id_number: document?.number ?? "",
    id_issue_date: dateField(document?.issueDate),
    id_expiration_date: dateField(document?.expDate),
    photo_id_front: document?.frontUrl ?? "",
    photo_id_back: document?.backUrl ?? "",
    proofImage: document?.proofImage ?? "",
    proofCode: kyc.proofCode,
    companyDocument: document?.companyDocument || kyc.companyDocument,
    companyDocWithName: document?.companyDocWithName ?? "",
  };
}

import type { TKycDocument, TKycProfile } from "@sextant/core";
import type { TKycInfo } from "./kyc-view";

/** A stored profile for tests: an individual's draft with nothing verified, overridable field by field. */
export function kycInfoFixture(
  kyc: Partial<TKycProfile> = {},
  document: Partial<TKycDocument> | null = null,
): TKycInfo {
  const profile: TKycProfile = {
    id: 7,
    accountId: "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H",
    status: "draft",
    isCompanyKyc: false,
    firstName: "",
    lastName: "",
    otherName: "",
    companyName: "",
    companyWebsite: "",
    businessName: "",
    email: "",
    phone: "",
    countryCode: "",
    countryDial: "",
    state: "",
    city: "",
    postalCode: "",
    address: "",
    dob: "",
    file: "",
    adminNotes: "",
    companyDocument: "",
    isEmailVerified: false,
    isPhoneVerified: false,
    rating: 0,
    reviews: 0,
    proofCode: "K7Q2XM",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...kyc,
  };
  const stored: TKycDocument | null = document
    ? {
        docType: "National ID",
        country: "",
        issueDate: "",
        expDate: "",
        realName: "",
        number: "",
        frontUrl: "",
        backUrl: "",
        proofImage: "",
        proofCode: "",
        companyDocument: "",
        companyDocWithName: "",
        updatedAt: "2026-01-01T00:00:00.000Z",
        ...document,
      }
    : null;
  return {
    kyc: profile,
    document: stored,
    state: {
      status: profile.status,
      step: 1,
      display: profile.status,
      label: null,
      message: null,
      colour: null,
      editBlock: null,
    },
  };
}

import {
  deriveKycState,
  type TKycFacts,
  type TKycInfoResponse,
  type TKycState,
  type TKycStatus,
} from "@sextant/core";

/** The caller's KYC as GET /api/kyc/info answers it: profile, document and the derived wizard state. */
export type TKycInfo = TKycInfoResponse;

/** What core's derivation looks at, read from a stored profile. */
export function kycFacts(info: TKycInfo | null): TKycFacts {
  return {
    status: info?.kyc.status ?? null,
    isEmailVerified: info?.kyc.isEmailVerified ?? false,
    isPhoneVerified: info?.kyc.isPhoneVerified ?? false,
    hasPhoto: Boolean(info?.kyc.file),
    firstName: info?.kyc.firstName ?? "",
    companyName: info?.kyc.companyName ?? "",
    hasCompanyDocument: Boolean(info?.kyc.companyDocument),
    documentNumber: info?.document?.number ?? "",
  };
}

/** The wizard's state for a stored profile (or none): core's one derivation (document 2 §4). */
export function kycWizardState(info: TKycInfo | null): TKycState {
  return deriveKycState(kycFacts(info));
}

/** Core's colour names as Mantine colours: the accent is the app's primary colour. */
export function kycColour(colour: TKycState["colour"]): string {
  if (colour === "green") return "green";
  if (colour === "red") return "red";
  return "sea";
}

/** A status's Mantine colour, for lists that show only the status. */
export function kycStatusColour(status: TKycStatus | null): string {
  if (status === "approved") return "green";
  if (status === "rejected") return "red";
  return status ? "sea" : "gray";
}

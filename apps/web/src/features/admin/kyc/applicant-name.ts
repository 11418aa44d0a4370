import type { TKycProfile } from "@sextant/core";

/** How the console names an applicant: the company, or the person's full name, or '(no name yet)'. */
export function applicantName(
  kyc: Pick<TKycProfile, "isCompanyKyc" | "companyName" | "firstName" | "otherName" | "lastName">,
): string {
  const name = kyc.isCompanyKyc
    ? kyc.companyName
    : [kyc.firstName, kyc.otherName, kyc.lastName].filter((part) => part.trim() !== "").join(" ");
  return name.trim() || "(no name yet)";
}

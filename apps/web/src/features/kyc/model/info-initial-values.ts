import { countryByCode } from "./countries";
import type { TKycInfoValues } from "./kyc-form-rules";
import type { TKycInfo } from "./kyc-view";

/** The information form filled from a stored profile (the phone without its dialling code). */
export function infoInitialValues(info: TKycInfo | null, defaultCountry = ""): TKycInfoValues {
  const kyc = info?.kyc;
  const countryCode = kyc?.countryCode || defaultCountry;
  const countryDial = kyc?.countryDial || countryByCode(countryCode)?.dial || "";
  const phone = kyc?.phone ?? "";
  return {
    email: kyc?.email ?? "",
    phone: countryDial && phone.startsWith(countryDial) ? phone.slice(countryDial.length) : phone,
    countryDial,
    countryCode,
    state: kyc?.state ?? "",
    city: kyc?.city ?? "",
    postalCode: kyc?.postalCode ?? "",
    address: kyc?.address ?? "",
    firstName: kyc?.firstName ?? "",
    lastName: kyc?.lastName ?? "",
    otherName: kyc?.otherName ?? "",
    dob: kyc?.dob ?? "",
    companyName: kyc?.companyName ?? "",
    companyWebsite: kyc?.companyWebsite ?? "",
    businessName: kyc?.businessName ?? "",
  };
}

export { publicProfilePhotoUrl } from "./api/kyc-files";
export { KycWizard } from "./components/kyc-wizard";
export { StoredFile } from "./components/stored-file";
export { useStoredFile } from "./hooks/use-stored-file";
export { COUNTRIES, countryName } from "./model/countries";
export { kycStatusColour } from "./model/kyc-view";
export { serverMessage } from "./model/server-message";

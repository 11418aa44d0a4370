/** Every KYC message of the spec (doc 2 §4, §5, §8), word for word; the API answers with these and the web shows them. */
export const KYC_MESSAGES = {
  activateWallet: "You need to activate your wallet before proceeding.",
  alreadySubmitted: "Already Submitted",
  alreadyApproved: "Already approved",
  fileTooLarge: "File size can't be more than 1 MB",
  imageTooLarge: "Image can't be greater than 1MB",
  firstNameRequired: "First name is required.",
  lastNameRequired: "Last name is required.",
  profileImageRequired: "Profile image is required.",
  tooYoung: "You can't be younger than 15.",
  companyNameRequired: "Company name is required.",
  companyWebsiteRequired: "Company website is required.",
  emailRequired: "Email field is required.",
  phoneRequired: "Phone field is required.",
  countryCodeRequired: "Country Code field is required.",
  postalCodeRequired: "Postal Code field is required.",
  cityRequired: "City field is required.",
  addressRequired: "Address field is required.",
  stateRequired: "State field is required.",
  sendEmailRequired: "Email field is required",
  sendEmailInvalid: "Email is not valid",
  sendPhoneRequired: "Phone field is required",
  verifyEmailFirst: "Please verify your email address first.",
  verifyPhoneFirst: "Please verify your phone number first.",
  otpIncomplete: "Please fill all fields.",
  realNameRequired: "Name field is required.",
  countryRequired: "Please select a country",
  numberRequired: "Number field is required.",
  frontRequired: "Front side image of document is required.",
  backRequired: "Back side image of document is required.",
  verificationImageRequired: "Verification image is required.",
  registrationDateRequired: "Registration date is required.",
  companyDocumentRequired: "Company document is required.",
  fieldRequired: "This field is required",
  documentSaveFailed: "Error while saving document.",
  documentSaved: "Information submitted.",
  infoSaveFailed: "Error while saving information.",
  infoSaved: "Successfully saved.",
  requestFailed: "Request Failed",
  confirmationFailed: "Confirmation Failed",
  confirmationCompleted: "Confirmation completed",
  loadFailed: "Unable to load check you connection.",
  bankSaved: "Information Saved.",
  bankSaveFailed: "Unable to save information.",
  deleteKeyRequired: "Please enter a public key.",
  deleteFailed: "Unable to Remove account make sure account id is correct.",
  deleted: "Successfully deleted.",
} as const;

/**
 * Messages the spec does not word, written in its voice: the server needs them for rules the spec states without
 * a text (issue before expiry, code expiry and attempts, the resend wait, a changed verified contact).
 */
export const KYC_EXTRA_MESSAGES = {
  issueBeforeExpiry: "Issue date must be before the expiry date.",
  invalidDate: "Please enter a valid date.",
  codeWrong: "The code is not correct.",
  codeExpired: "The code has expired, please send a new one.",
  codeAttempts: "Too many wrong codes, please send a new one.",
  codeMissing: "Please send a code first.",
  resendWait: "Please wait {seconds} seconds before sending again.",
  emailLocked: "Your e-mail address is verified and can't be changed.",
  phoneLocked: "Your phone number is verified and can't be changed.",
  noUser: "There is no KYC profile for this account.",
  notYours: "You may only read or change your own KYC profile.",
  proofCodeMismatch: "The proof code does not match the one shown to you.",
  fileNotYours: "This file is not one of your uploads.",
  fileType: "This file type is not accepted; upload one of: {types}.",
  notPending: "This application is not waiting for review.",
  notRejected: "Only a rejected application can be resubmitted.",
  rejectNotesRequired: "Please give the reason for the rejection.",
  tooLong: "{field} can't be more than {max} characters.",
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatKycMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

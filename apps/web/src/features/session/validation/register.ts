import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@sextant/core";

/** The register form's messages, word for word from the spec (document 1 §5). */
export const REGISTER_MESSAGES = {
  passwordEmpty: "Password Field can't be empty.",
  passwordTooShort: "Password can't be smaller then 8.",
  passwordTooLong: "Password can't be greater then 16.",
  confirmEmpty: "Confirm password can't be empty.",
  confirmTooShort: "Confirm password can't be smaller than 8.",
  confirmTooLong: "Confirm password can't be greater than 16.",
  mismatch: "Passwords do not match.",
  termsRequired: "You need to agree to our terms and conditions.",
} as const;

export interface TRegisterValues {
  password: string;
  confirmPassword: string;
  referralId: string;
  acceptedTerms: boolean;
}

export type TRegisterErrors = Partial<Record<keyof TRegisterValues, string>>;

/** Length in characters as a person counts them (an emoji is one). */
function length(value: string): number {
  return Array.from(value).length;
}

export function validateSessionPassword(password: string): string | null {
  if (password.length === 0) return REGISTER_MESSAGES.passwordEmpty;
  if (length(password) < PASSWORD_MIN_LENGTH) return REGISTER_MESSAGES.passwordTooShort;
  if (length(password) > PASSWORD_MAX_LENGTH) return REGISTER_MESSAGES.passwordTooLong;
  return null;
}

export function validateConfirmPassword(confirmPassword: string, password: string): string | null {
  if (confirmPassword.length === 0) return REGISTER_MESSAGES.confirmEmpty;
  if (length(confirmPassword) < PASSWORD_MIN_LENGTH) return REGISTER_MESSAGES.confirmTooShort;
  if (length(confirmPassword) > PASSWORD_MAX_LENGTH) return REGISTER_MESSAGES.confirmTooLong;
  if (confirmPassword !== password) return REGISTER_MESSAGES.mismatch;
  return null;
}

export function validateTermsAccepted(acceptedTerms: boolean): string | null {
  return acceptedTerms ? null : REGISTER_MESSAGES.termsRequired;
}

/** All register errors at once; an empty object means the form may be submitted. */
export function validateRegister(values: TRegisterValues): TRegisterErrors {
  const errors: TRegisterErrors = {};
  const password = validateSessionPassword(values.password);
  const confirmPassword = validateConfirmPassword(values.confirmPassword, values.password);
  const acceptedTerms = validateTermsAccepted(values.acceptedTerms);
  if (password) errors.password = password;
  if (confirmPassword) errors.confirmPassword = confirmPassword;
  if (acceptedTerms) errors.acceptedTerms = acceptedTerms;
  return errors;
}

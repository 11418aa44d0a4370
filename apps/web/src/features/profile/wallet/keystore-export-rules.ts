/** A keystore file password: at least 8 characters (the keystore refuses shorter ones). */
export const FILE_PASSWORD_MIN_LENGTH = 8;

export const KEYSTORE_EXPORT_MESSAGES = {
  required: "Password is required.",
  tooShort: `Password can't be smaller then ${FILE_PASSWORD_MIN_LENGTH}.`,
  mismatch: "Passwords do not match.",
} as const;

export function validateFilePassword(password: string): string | null {
  if (password.length === 0) return KEYSTORE_EXPORT_MESSAGES.required;
  if (Array.from(password).length < FILE_PASSWORD_MIN_LENGTH) return KEYSTORE_EXPORT_MESSAGES.tooShort;
  return null;
}

export function validateFilePasswordConfirm(confirm: string, password: string): string | null {
  return confirm === password ? null : KEYSTORE_EXPORT_MESSAGES.mismatch;
}

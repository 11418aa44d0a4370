import { looksLikeSecretKey } from "@sextant/core";

/** The import screen's messages: the spec's words (document 1 §5, §8) and the keystore's duplicate message. */
export const IMPORT_MESSAGES = {
  required: "Private key is required.",
  invalid: "Enter a valid secret key: 56 characters starting with S.",
  success: "Wallet imported successfully!",
  failure: "Error occurred please try again.",
  duplicate: "This wallet is already imported.",
  fileRequired: "Keystore file is required.",
  filePasswordRequired: "Password is required.",
} as const;

/** First checks on a pasted secret key; the checksum is verified when the keystore decodes the key. */
export function validateSecretKeyInput(value: string): string | null {
  const key = value.trim();
  if (key.length === 0) return IMPORT_MESSAGES.required;
  if (!looksLikeSecretKey(key)) return IMPORT_MESSAGES.invalid;
  return null;
}

export function validateKeystoreFileInput(file: File | null): string | null {
  return file ? null : IMPORT_MESSAGES.fileRequired;
}

export function validateFilePasswordInput(password: string): string | null {
  return password.length === 0 ? IMPORT_MESSAGES.filePasswordRequired : null;
}

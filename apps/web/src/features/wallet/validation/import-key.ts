import { looksLikeSecretKey } from "@sextant/core";

export const IMPORT_MESSAGES = {
  required: "Private key is required.",
  invalid: "Enter a valid secret key: 56 characters starting with S.",
} as const;

/** First checks on a pasted secret key; the checksum is verified when the key is decoded. */
export function validateSecretKeyInput(value: string): string | null {
  const key = value.trim();
  if (key.length === 0) return IMPORT_MESSAGES.required;
  if (!looksLikeSecretKey(key)) return IMPORT_MESSAGES.invalid;
  return null;
}

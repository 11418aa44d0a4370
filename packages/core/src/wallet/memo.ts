import { MEMO_HASH_BYTES, MEMO_TEXT_MAX_BYTES } from "../constants";

export const MEMO_TYPES = ["None", "Text", "Id", "Hash"] as const;
export type TMemoType = (typeof MEMO_TYPES)[number];

export const MEMO_MESSAGES = {
  required: "This field is required",
  textTooLong: "Text can't be greater than 28 bytes",
  id: "Int64 as string is required",
  hash: "32 bytes hash value or hex encoded string is required",
} as const;

const UINT64_MAX = 18_446_744_073_709_551_615n;
const HEX_HASH = new RegExp(`^[0-9a-fA-F]{${MEMO_HASH_BYTES * 2}}$`);

export function utf8ByteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The memo's error message, or null when it is valid for its type. 'None' takes no memo. */
export function validateMemo(type: TMemoType, value: string): string | null {
  if (type === "None") return null;
  if (value.length === 0) return MEMO_MESSAGES.required;
  switch (type) {
    case "Text":
      return utf8ByteLength(value) > MEMO_TEXT_MAX_BYTES ? MEMO_MESSAGES.textTooLong : null;
    case "Id":
      return /^\d+$/.test(value) && BigInt(value) <= UINT64_MAX ? null : MEMO_MESSAGES.id;
    case "Hash":
      return HEX_HASH.test(value) ? null : MEMO_MESSAGES.hash;
  }
}

/** SEP-29: an account asks for a memo with the data entry `config.memo_required` = "1" (base64 "MQ=="). */
export function requiresMemo(data: Record<string, string> | undefined): boolean {
  return data?.["config.memo_required"] === "MQ==";
}

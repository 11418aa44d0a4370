import { z } from "zod";

const BASE32 = /^[A-Z2-7]+$/;

/** Shape check of a Stellar public key (G…, 56 base32 characters). The checksum is verified where the SDK is at hand. */
export function looksLikePublicKey(value: string): boolean {
  return value.length === 56 && value.startsWith("G") && BASE32.test(value);
}

/** Shape check of a Stellar secret key (S…, 56 base32 characters). */
export function looksLikeSecretKey(value: string): boolean {
  return value.length === 56 && value.startsWith("S") && BASE32.test(value);
}

export const ZPublicKey = z
  .string()
  .refine(looksLikePublicKey, "Must be a Stellar public key: 56 characters starting with G");

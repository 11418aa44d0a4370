import { z } from "zod";

const BASE32 = /^[A-Z2-7]+$/;
const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** StrKey version bytes (the first decoded byte), as the Stellar SDKs define them. */
const VERSION_ED25519_PUBLIC_KEY = 6 << 3; // "G…"
const VERSION_ED25519_SECRET_SEED = 18 << 3; // "S…"

/** Shape check of a Stellar public key (G…, 56 base32 characters). `isValidPublicKey` also checks the checksum. */
export function looksLikePublicKey(value: string): boolean {
  return value.length === 56 && value.startsWith("G") && BASE32.test(value);
}

/** Shape check of a Stellar secret key (S…, 56 base32 characters). `isValidSecretKey` also checks the checksum. */
export function looksLikeSecretKey(value: string): boolean {
  return value.length === 56 && value.startsWith("S") && BASE32.test(value);
}

/** CRC16-XModem (polynomial 0x1021, initial value 0), the checksum of every StrKey. */
export function crc16XModem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** Unpadded RFC 4648 base32; `undefined` when a character is outside the alphabet or the leftover bits aren't 0. */
function decodeBase32(value: string): Uint8Array | undefined {
  const out = new Uint8Array(Math.floor((value.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of value) {
    const digit = BASE32_ALPHABET.indexOf(char);
    if (digit < 0) return undefined;
    buffer = ((buffer << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[index] = (buffer >> bits) & 0xff;
      index += 1;
    }
  }
  if (bits > 0 && (buffer & ((1 << bits) - 1)) !== 0) return undefined;
  return out;
}

/** Decodes a 56-character StrKey of the given version: version byte, 32-byte payload, little-endian CRC16. */
function isValidStrKey(value: string, version: number): boolean {
  if (value.length !== 56 || !BASE32.test(value)) return false;
  const bytes = decodeBase32(value);
  if (bytes?.length !== 35 || bytes[0] !== version) return false;
  const checksum = (bytes[33] ?? 0) | ((bytes[34] ?? 0) << 8);
  return crc16XModem(bytes.subarray(0, 33)) === checksum;
}

/** A Stellar ed25519 public key (G…) whose version byte and checksum are right. */
export function isValidPublicKey(value: string): boolean {
  return isValidStrKey(value, VERSION_ED25519_PUBLIC_KEY);
}

/** A Stellar ed25519 secret seed (S…) whose version byte and checksum are right. */
export function isValidSecretKey(value: string): boolean {
  return isValidStrKey(value, VERSION_ED25519_SECRET_SEED);
}

export const PUBLIC_KEY_MESSAGE = "Must be a Stellar public key: 56 characters starting with G";

/** A Stellar public key, checksum verified: a mistyped key is a 400, never a failure further on. */
export const ZPublicKey = z.string().max(56, PUBLIC_KEY_MESSAGE).refine(isValidPublicKey, PUBLIC_KEY_MESSAGE);

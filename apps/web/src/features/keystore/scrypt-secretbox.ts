import { xsalsa20poly1305 } from "@noble/ciphers/salsa.js";
import { scryptAsync } from "@noble/hashes/scrypt.js";
import { utf8Bytes, wipe } from "./encoding";

/** scrypt cost parameters as keystore files carry them. */
export interface TScryptParams {
  N: number;
  r: number;
  p: number;
  dkLen: number;
}

export const SECRETBOX_KEY_BYTES = 32;
export const SECRETBOX_NONCE_BYTES = 24;
export const SECRETBOX_TAG_BYTES = 16;

/** Limits for parameters read from a file: enough for any real keystore, too little to exhaust the tab. */
const MAX_SCRYPT_MEMORY_BYTES = 256 * 1024 * 1024;
const MAX_SCRYPT_WORK = 2 ** 24;

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 1;
}

/** True for parameters this app will run: integers, N a power of two, a 32-byte key, bounded cost. */
export function isAcceptableScryptParams(
  params: Record<keyof TScryptParams, unknown>,
): params is TScryptParams {
  const { N, r, p, dkLen } = params;
  return (
    isCount(N) &&
    isCount(r) &&
    isCount(p) &&
    isCount(dkLen) &&
    N >= 2 &&
    (N & (N - 1)) === 0 &&
    r <= 32 &&
    p <= 16 &&
    dkLen === SECRETBOX_KEY_BYTES &&
    128 * N * r <= MAX_SCRYPT_MEMORY_BYTES &&
    N * r * p <= MAX_SCRYPT_WORK
  );
}

/** scrypt over the UTF-8 password; async so the UI thread gets control back every few milliseconds. */
export async function deriveScryptKey(
  password: string,
  salt: Uint8Array,
  params: TScryptParams,
  onProgress?: (fraction: number) => void,
): Promise<Uint8Array> {
  const passwordBytes = utf8Bytes(password);
  try {
    return await scryptAsync(passwordBytes, salt, {
      N: params.N,
      r: params.r,
      p: params.p,
      dkLen: params.dkLen,
      maxmem: MAX_SCRYPT_MEMORY_BYTES + 4096,
      ...(onProgress ? { onProgress } : {}),
    });
  } finally {
    wipe(passwordBytes);
  }
}

/** NaCl secretbox (XSalsa20-Poly1305); output is the 16-byte tag followed by the ciphertext. */
export function sealSecretbox(key: Uint8Array, nonce: Uint8Array, plaintext: Uint8Array): Uint8Array {
  return xsalsa20poly1305(key, nonce).encrypt(plaintext);
}

/** Opens a secretbox; `null` when the key is wrong or the box was altered. */
export function openSecretbox(key: Uint8Array, nonce: Uint8Array, box: Uint8Array): Uint8Array | null {
  if (nonce.length !== SECRETBOX_NONCE_BYTES || box.length <= SECRETBOX_TAG_BYTES) return null;
  try {
    return xsalsa20poly1305(key, nonce).decrypt(box);
  } catch {
    return null;
  }
}

import { fromBase64, randomBytes, toBase64, utf8Bytes, wipe } from "./encoding";
import { KeystoreError } from "./errors";
import { MAX_VAULT_ITERATIONS, type TSealedBox, type TVaultKdfParams } from "./vault-record";
import { type TWeakParametersOption, weakParametersAllowed } from "./weak-parameters";

/** Current vault parameters. Raising `iterations` upgrades every vault at its next unlock. */
export const VAULT_KDF_ITERATIONS = 600_000;
export const MIN_VAULT_KDF_ITERATIONS = 600_000;
export const VAULT_SALT_BYTES = 16;
export const VAULT_IV_BYTES = 12;

/** Additional data of the password check value; wallets use their public key instead. */
export const CHECK_VALUE_AAD = "sextant.vault.check";
export const CHECK_VALUE_BYTES = 32;

export interface TVaultKdfOptions extends TWeakParametersOption {
  /** PBKDF2 iterations for new or upgraded vaults; at least 600,000 outside tests. */
  iterations?: number;
}

export function resolveIterations(options?: TVaultKdfOptions): number {
  const iterations = options?.iterations ?? VAULT_KDF_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_VAULT_ITERATIONS) {
    throw new KeystoreError("Invalid key derivation settings.");
  }
  if (iterations < MIN_VAULT_KDF_ITERATIONS && !weakParametersAllowed(options)) {
    throw new KeystoreError(`Key derivation needs at least ${MIN_VAULT_KDF_ITERATIONS} iterations.`);
  }
  return iterations;
}

export function newKdfParams(iterations: number): TVaultKdfParams {
  return { name: "PBKDF2", hash: "SHA-256", iterations, salt: toBase64(randomBytes(VAULT_SALT_BYTES)) };
}

/** The PBKDF2 output (32 bytes) for the password and the record's own parameters. The caller wipes it. */
export async function deriveVaultKeyBits(
  password: string,
  kdf: TVaultKdfParams,
): Promise<Uint8Array<ArrayBuffer>> {
  const salt = fromBase64(kdf.salt);
  if (salt === null) throw new KeystoreError("Invalid key derivation settings.");
  const passwordBytes = utf8Bytes(password);
  let passwordKey: CryptoKey;
  try {
    passwordKey = await crypto.subtle.importKey("raw", passwordBytes, "PBKDF2", false, ["deriveBits"]);
  } finally {
    wipe(passwordBytes);
  }
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: kdf.hash, salt, iterations: kdf.iterations },
    passwordKey,
    256,
  );
  return new Uint8Array(bits);
}

/** The vault's AES-256-GCM key from its 32 raw bytes, as a non-extractable key. */
export function importVaultKey(bits: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", bits, { name: "AES-GCM", length: 256 }, false, [
    "encrypt",
    "decrypt",
  ]);
}

/** Derives the non-extractable AES-256-GCM key from the password with the record's own parameters. */
export async function deriveVaultKey(password: string, kdf: TVaultKdfParams): Promise<CryptoKey> {
  const bits = await deriveVaultKeyBits(password, kdf);
  try {
    return await importVaultKey(bits);
  } finally {
    wipe(bits);
  }
}

export async function sealBytes(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  aad: string,
): Promise<TSealedBox> {
  const iv = randomBytes(VAULT_IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: utf8Bytes(aad) },
    key,
    plaintext,
  );
  return { iv: toBase64(iv), ciphertext: toBase64(new Uint8Array(ciphertext)) };
}

/** Opens a box; `null` when the key or the additional data is wrong or the box was altered. */
export async function openBytes(
  key: CryptoKey,
  box: TSealedBox,
  aad: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const iv = fromBase64(box.iv);
  const ciphertext = fromBase64(box.ciphertext);
  if (iv === null || ciphertext === null) return null;
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv, additionalData: utf8Bytes(aad) },
      key,
      ciphertext,
    );
    return new Uint8Array(plaintext);
  } catch (error) {
    if (isAuthenticationFailure(error)) return null;
    throw error;
  }
}

/** WebCrypto reports a failed tag check as an "OperationError" DOMException. */
function isAuthenticationFailure(error: unknown): boolean {
  return typeof error === "object" && error !== null && "name" in error && error.name === "OperationError";
}

export async function sealCheckValue(key: CryptoKey): Promise<TSealedBox> {
  return sealBytes(key, randomBytes(CHECK_VALUE_BYTES), CHECK_VALUE_AAD);
}

/** The password check: true only when the key opens the check value sealed at creation. */
export async function opensCheckValue(key: CryptoKey, check: TSealedBox): Promise<boolean> {
  return (await openBytes(key, check, CHECK_VALUE_AAD)) !== null;
}

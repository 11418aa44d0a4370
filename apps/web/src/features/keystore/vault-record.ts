import { StrKey } from "@stellar/stellar-sdk";
import { fromBase64 } from "./encoding";

/** The one localStorage key holding the vault; the session feature reads it to know a password exists. */
export { VAULT_STORAGE_KEY } from "./vault-storage-key";
export const VAULT_RECORD_VERSION = 1;

/** Key derivation of the vault: PBKDF2-HMAC-SHA256 over the session password, salt in base64. */
export interface TVaultKdfParams {
  name: "PBKDF2";
  hash: "SHA-256";
  iterations: number;
  salt: string;
}

/** One AES-256-GCM box: 12-byte IV and ciphertext with its 16-byte tag appended, both base64. */
export interface TSealedBox {
  iv: string;
  ciphertext: string;
}

/** A wallet as stored: public fields in clear, the secret seed sealed with the public key as AAD. */
export interface TStoredWallet {
  walletId: string;
  name: string;
  publicKey: string;
  createdAt: string;
  secret: TSealedBox;
  /**
   * Set on a generated wallet until the person acknowledged the backup of its secret key; absent once backed
   * up (and on imported wallets, which the person already holds).
   */
  backupPending?: true;
}

/**
 * The record under `sextant.vault`. It holds no password and no password hash: the password is checked by
 * decrypting `check`, a random value sealed at creation.
 */
export interface TVaultRecord {
  version: 1;
  createdAt: string;
  kdf: TVaultKdfParams;
  cipher: "AES-256-GCM";
  check: TSealedBox;
  wallets: TStoredWallet[];
  selectedWalletId: string | null;
}

/** Upper bound on stored iterations, so a tampered record cannot freeze the tab. */
export const MAX_VAULT_ITERATIONS = 10_000_000;
const MIN_SALT_BYTES = 16;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isBase64Of(value: unknown, check: (length: number) => boolean): boolean {
  if (typeof value !== "string") return false;
  const bytes = fromBase64(value);
  return bytes !== null && check(bytes.length);
}

function isSealedBox(value: unknown): value is TSealedBox {
  return (
    isObject(value) &&
    isBase64Of(value.iv, (length) => length === 12) &&
    isBase64Of(value.ciphertext, (length) => length > 16)
  );
}

function isKdfParams(value: unknown): value is TVaultKdfParams {
  return (
    isObject(value) &&
    value.name === "PBKDF2" &&
    value.hash === "SHA-256" &&
    typeof value.iterations === "number" &&
    Number.isInteger(value.iterations) &&
    value.iterations >= 1 &&
    value.iterations <= MAX_VAULT_ITERATIONS &&
    isBase64Of(value.salt, (length) => length >= MIN_SALT_BYTES)
  );
}

function isStoredWallet(value: unknown): value is TStoredWallet {
  return (
    isObject(value) &&
    typeof value.walletId === "string" &&
    value.walletId.length > 0 &&
    typeof value.name === "string" &&
    typeof value.createdAt === "string" &&
    typeof value.publicKey === "string" &&
    StrKey.isValidEd25519PublicKey(value.publicKey) &&
    isSealedBox(value.secret) &&
    (value.backupPending === undefined || value.backupPending === true)
  );
}

/** Runtime guard for a version-1 vault record (no schema library). */
export function isVaultRecord(value: unknown): value is TVaultRecord {
  if (!isObject(value)) return false;
  const { wallets, selectedWalletId } = value;
  return (
    value.version === VAULT_RECORD_VERSION &&
    typeof value.createdAt === "string" &&
    value.cipher === "AES-256-GCM" &&
    isKdfParams(value.kdf) &&
    isSealedBox(value.check) &&
    Array.isArray(wallets) &&
    wallets.every(isStoredWallet) &&
    (selectedWalletId === null || typeof selectedWalletId === "string")
  );
}

import { PASSWORD_MIN_LENGTH } from "@sextant/core";
import { Keypair, StrKey } from "@stellar/stellar-sdk";
import { fromBase64, randomBytes, toBase64, utf8Bytes, wipe } from "./encoding";
import { InvalidKeystoreFileError, KEYSTORE_MESSAGES, KeystoreError, WrongPasswordError } from "./errors";
import { decryptLegacyKeystore, parseLegacyKeystore } from "./legacy-keystore-file";
import {
  deriveScryptKey,
  isAcceptableScryptParams,
  openSecretbox,
  SECRETBOX_NONCE_BYTES,
  SECRETBOX_TAG_BYTES,
  sealSecretbox,
  type TScryptParams,
} from "./scrypt-secretbox";
import { seedFromPlaintext } from "./seed-plaintext";
import { type TWeakParametersOption, weakParametersAllowed } from "./weak-parameters";

/** Sextant keystore file, version 1 (docs/keystore.md). */
export interface TKeystoreFile {
  version: 1;
  type: "sextant-keystore";
  publicKey: string;
  crypto: {
    kdf: "scrypt";
    kdfparams: { N: number; r: number; p: number; salt: string; dkLen: number };
    cipher: "xsalsa20-poly1305";
    nonce: string;
    ciphertext: string;
  };
}

export const KEYSTORE_FILE_TYPE = "sextant-keystore";
export const KEYSTORE_FILE_SCRYPT: TScryptParams = { N: 2 ** 17, r: 8, p: 1, dkLen: 32 };
export const MIN_KEYSTORE_FILE_N = 2 ** 17;
export const KEYSTORE_FILE_SALT_BYTES = 32;
const MAX_KEYSTORE_FILE_CHARS = 64 * 1024;
/** The sealed plaintext is the 56-character S… seed. */
const SEED_CHARS = 56;

export interface TKeystoreFileOptions extends TWeakParametersOption {
  /** scrypt N for export; at least 2^17 outside tests. */
  N?: number;
  onProgress?: (fraction: number) => void;
}

export interface TOpenedKeystore {
  secret: string;
  publicKey: string;
  format: "sextant" | "legacy";
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Encrypts one secret key into a keystore file protected by its own password. */
export async function createKeystoreFile(
  secret: string,
  password: string,
  options: TKeystoreFileOptions = {},
): Promise<TKeystoreFile> {
  if (!StrKey.isValidEd25519SecretSeed(secret)) throw new KeystoreError(KEYSTORE_MESSAGES.secretInvalid);
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) {
    throw new KeystoreError(`Password can't be smaller then ${PASSWORD_MIN_LENGTH}.`);
  }
  const params = { ...KEYSTORE_FILE_SCRYPT, N: options.N ?? KEYSTORE_FILE_SCRYPT.N };
  if (
    !isAcceptableScryptParams(params) ||
    (params.N < MIN_KEYSTORE_FILE_N && !weakParametersAllowed(options))
  ) {
    throw new KeystoreError("Invalid key derivation settings.");
  }
  const salt = randomBytes(KEYSTORE_FILE_SALT_BYTES);
  const nonce = randomBytes(SECRETBOX_NONCE_BYTES);
  const key = await deriveScryptKey(password, salt, params, options.onProgress);
  const plaintext = utf8Bytes(secret);
  try {
    const ciphertext = sealSecretbox(key, nonce, plaintext);
    return {
      version: 1,
      type: KEYSTORE_FILE_TYPE,
      publicKey: Keypair.fromSecret(secret).publicKey(),
      crypto: {
        kdf: "scrypt",
        kdfparams: { N: params.N, r: params.r, p: params.p, salt: toBase64(salt), dkLen: params.dkLen },
        cipher: "xsalsa20-poly1305",
        nonce: toBase64(nonce),
        ciphertext: toBase64(ciphertext),
      },
    };
  } finally {
    wipe(key);
    wipe(plaintext);
  }
}

export function serializeKeystoreFile(file: TKeystoreFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

async function openSextantKeystore(
  value: Record<string, unknown>,
  password: string,
  onProgress?: (fraction: number) => void,
): Promise<TOpenedKeystore> {
  const { crypto: box, publicKey } = value;
  if (value.version !== 1 || typeof publicKey !== "string" || !StrKey.isValidEd25519PublicKey(publicKey)) {
    throw new InvalidKeystoreFileError();
  }
  if (
    !isObject(box) ||
    box.kdf !== "scrypt" ||
    box.cipher !== "xsalsa20-poly1305" ||
    !isObject(box.kdfparams)
  ) {
    throw new InvalidKeystoreFileError();
  }
  const { N, r, p, dkLen, salt: saltText } = box.kdfparams;
  const params = { N, r, p, dkLen };
  const salt = typeof saltText === "string" ? fromBase64(saltText) : null;
  const nonce = typeof box.nonce === "string" ? fromBase64(box.nonce) : null;
  const ciphertext = typeof box.ciphertext === "string" ? fromBase64(box.ciphertext) : null;
  const wellFormed =
    isAcceptableScryptParams(params) &&
    salt !== null &&
    salt.length >= 16 &&
    nonce?.length === SECRETBOX_NONCE_BYTES &&
    ciphertext?.length === SECRETBOX_TAG_BYTES + SEED_CHARS;
  if (!wellFormed) throw new InvalidKeystoreFileError();
  const key = await deriveScryptKey(password, salt, params, onProgress);
  const plaintext = openSecretbox(key, nonce, ciphertext);
  wipe(key);
  if (plaintext === null) throw new WrongPasswordError();
  try {
    const secret = seedFromPlaintext(plaintext, { allowRawSeed: false });
    if (secret === null || Keypair.fromSecret(secret).publicKey() !== publicKey) {
      throw new InvalidKeystoreFileError();
    }
    return { secret, publicKey, format: "sextant" };
  } finally {
    wipe(plaintext);
  }
}

/**
 * Opens a keystore file's text: Sextant's own format, or the scrypt + secretbox files of earlier Stellar
 * wallets. Throws `WrongPasswordError` for a wrong password and `InvalidKeystoreFileError` for anything else.
 */
export async function openKeystoreFile(
  text: string,
  password: string,
  options: { onProgress?: (fraction: number) => void } = {},
): Promise<TOpenedKeystore> {
  if (text.length > MAX_KEYSTORE_FILE_CHARS) throw new InvalidKeystoreFileError();
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new InvalidKeystoreFileError();
  }
  if (!isObject(value)) throw new InvalidKeystoreFileError();
  if (value.type === KEYSTORE_FILE_TYPE) return openSextantKeystore(value, password, options.onProgress);
  const legacy = parseLegacyKeystore(value);
  if (legacy === null) throw new InvalidKeystoreFileError();
  const opened = await decryptLegacyKeystore(legacy, password, options.onProgress);
  return { ...opened, format: "legacy" };
}

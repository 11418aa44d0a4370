import { Keypair, StrKey } from "@stellar/stellar-sdk";
import { fromBase64, fromHex, wipe } from "./encoding";
import { InvalidKeystoreFileError, WrongPasswordError } from "./errors";
import {
  deriveScryptKey,
  isAcceptableScryptParams,
  openSecretbox,
  SECRETBOX_NONCE_BYTES,
  SECRETBOX_TAG_BYTES,
  type TScryptParams,
} from "./scrypt-secretbox";
import { seedFromPlaintext } from "./seed-plaintext";

/**
 * Keystore files of earlier Stellar wallets: scrypt over the password, then a NaCl secretbox
 * (XSalsa20-Poly1305, 24-byte nonce) around the secret seed. Field names vary between writers; the accepted
 * variants are listed in docs/keystore.md.
 */
export interface TLegacyKeystore {
  params: TScryptParams;
  salt: Uint8Array;
  nonce: Uint8Array;
  ciphertext: Uint8Array;
  publicKey: string | null;
}

/** Parameters assumed when a file names none (the values those wallets wrote). */
export const LEGACY_SCRYPT_DEFAULTS: TScryptParams = { N: 16384, r: 8, p: 1, dkLen: 32 };

const PARAM_CONTAINERS = ["kdfparams", "kdfParams", "scryptOptions", "scryptParams", "scrypt"] as const;
const PUBLIC_KEY_FIELDS = ["address", "publicKey", "public_key", "accountId", "account_id"] as const;
/** Ciphertext sizes: tag + 56-character seed, or tag + 32 raw seed bytes. */
const CIPHERTEXT_BYTES = [SECRETBOX_TAG_BYTES + 56, SECRETBOX_TAG_BYTES + 32];

type TFields = Record<string, unknown>;

function isObject(value: unknown): value is TFields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** First field present in any of the objects, in order. */
function pick(objects: ReadonlyArray<TFields | null>, names: readonly string[]): unknown {
  for (const object of objects) {
    if (!object) continue;
    for (const name of names) if (object[name] !== undefined) return object[name];
  }
  return undefined;
}

/** Hex or base64, whichever decodes to an acceptable length (hex tried first). */
function decodeBinary(value: unknown, acceptLength: (length: number) => boolean): Uint8Array | null {
  if (typeof value !== "string") return null;
  for (const decoded of [fromHex(value), fromBase64(value)]) {
    if (decoded !== null && acceptLength(decoded.length)) return decoded;
  }
  return null;
}

function readParams(objects: ReadonlyArray<TFields | null>): TScryptParams | null {
  const params = {
    N: pick(objects, ["N", "n"]) ?? LEGACY_SCRYPT_DEFAULTS.N,
    r: pick(objects, ["r"]) ?? LEGACY_SCRYPT_DEFAULTS.r,
    p: pick(objects, ["p"]) ?? LEGACY_SCRYPT_DEFAULTS.p,
    dkLen: pick(objects, ["dkLen", "dklen"]) ?? LEGACY_SCRYPT_DEFAULTS.dkLen,
  };
  return isAcceptableScryptParams(params) ? params : null;
}

function namesAcceptedAlgorithms(crypto: TFields, root: TFields): boolean {
  const kdf = pick([crypto, root], ["kdf"]);
  const cipher = pick([crypto, root], ["cipher"]);
  const kdfOk = kdf === undefined || (typeof kdf === "string" && kdf.toLowerCase() === "scrypt");
  const cipherOk =
    cipher === undefined ||
    (typeof cipher === "string" && /^(xsalsa20-?poly1305|(nacl[.-])?secretbox)$/i.test(cipher));
  return kdfOk && cipherOk;
}

/** Reads the fields of a legacy keystore file; `null` when it isn't one. */
export function parseLegacyKeystore(root: TFields): TLegacyKeystore | null {
  const crypto = isObject(root.crypto) ? root.crypto : isObject(root.Crypto) ? root.Crypto : root;
  if (!namesAcceptedAlgorithms(crypto, root)) return null;
  const containers = PARAM_CONTAINERS.flatMap((name) => [crypto[name], root[name]]).filter(isObject);
  const cipherparams = isObject(crypto.cipherparams) ? crypto.cipherparams : null;
  const params = readParams([...containers, crypto, root]);
  const salt = decodeBinary(pick([crypto, ...containers, root], ["salt"]), (length) => length >= 8);
  const nonce = decodeBinary(
    pick([crypto, cipherparams, root], ["nonce"]),
    (length) => length === SECRETBOX_NONCE_BYTES,
  );
  const ciphertext = decodeBinary(pick([crypto, root], ["ciphertext"]), (length) =>
    CIPHERTEXT_BYTES.includes(length),
  );
  const publicKey = pick([root, crypto], PUBLIC_KEY_FIELDS);
  if (
    publicKey !== undefined &&
    (typeof publicKey !== "string" || !StrKey.isValidEd25519PublicKey(publicKey))
  ) {
    return null;
  }
  if (!params || !salt || !nonce || !ciphertext) return null;
  return { params, salt, nonce, ciphertext, publicKey: publicKey ?? null };
}

export async function decryptLegacyKeystore(
  file: TLegacyKeystore,
  password: string,
  onProgress?: (fraction: number) => void,
): Promise<{ secret: string; publicKey: string }> {
  const key = await deriveScryptKey(password, file.salt, file.params, onProgress);
  const plaintext = openSecretbox(key, file.nonce, file.ciphertext);
  wipe(key);
  if (plaintext === null) throw new WrongPasswordError();
  try {
    const secret = seedFromPlaintext(plaintext, { allowRawSeed: true });
    if (secret === null) throw new InvalidKeystoreFileError();
    const publicKey = Keypair.fromSecret(secret).publicKey();
    if (file.publicKey !== null && file.publicKey !== publicKey) throw new InvalidKeystoreFileError();
    return { secret, publicKey };
  } finally {
    wipe(plaintext);
  }
}

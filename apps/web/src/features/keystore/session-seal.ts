import { wipe } from "./encoding";
import { deriveVaultKeyBits, importVaultKey, openBytes, opensCheckValue, sealBytes } from "./vault-crypto";
import type { TSealedBox, TVaultKdfParams } from "./vault-record";
import { readStoredVault } from "./vault-store";

/**
 * What lets a tab re-open its session after a reload without the password: the vault key's 32 bytes sealed
 * (AES-256-GCM) under a random, non-extractable wrapping key made for this unlock only. The wrapping key and
 * the box are kept apart by the session feature (the key in IndexedDB, the box in the tab's sessionStorage);
 * either one alone opens nothing. See docs/session.md.
 */
export interface TKeySeal {
  wrapKey: CryptoKey;
  box: TSealedBox;
}

/** A sealed session as the session feature stores and hands it back. */
export interface TSessionSeal extends TKeySeal {
  /** The vault generation (its KDF salt) the key belongs to. */
  salt: string;
  /** When the password was last entered, ms since the epoch: the PASSWORD preference keeps counting. */
  unlockedAt: number;
}

const sealAad = (salt: string) => `sextant.session.resume:${salt}`;

async function sealKeyBits(bits: Uint8Array<ArrayBuffer>, salt: string): Promise<TKeySeal> {
  const wrapKey = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, [
    "encrypt",
    "decrypt",
  ]);
  return { wrapKey, box: await sealBytes(wrapKey, bits, sealAad(salt)) };
}

/** Derives the vault key from the password and seals its bytes for a later resume; the bytes are wiped. */
export async function deriveSealedVaultKey(
  password: string,
  kdf: TVaultKdfParams,
): Promise<{ key: CryptoKey; seal: TKeySeal }> {
  const bits = await deriveVaultKeyBits(password, kdf);
  try {
    return { key: await importVaultKey(bits), seal: await sealKeyBits(bits, kdf.salt) };
  } finally {
    wipe(bits);
  }
}

/**
 * Opens a sealed session: the vault key, provided the seal belongs to the stored vault (same salt) and the key
 * still opens its check value. `null` otherwise (another vault, a changed password, a damaged seal).
 */
export async function openSessionSeal(seal: TSessionSeal): Promise<CryptoKey | null> {
  const stored = readStoredVault();
  if (stored.state !== "ready" || stored.record.kdf.salt !== seal.salt) return null;
  const bits = await openBytes(seal.wrapKey, seal.box, sealAad(seal.salt));
  if (bits === null) return null;
  let key: CryptoKey;
  try {
    if (bits.length !== 32) return null;
    key = await importVaultKey(bits);
  } finally {
    wipe(bits);
  }
  return (await opensCheckValue(key, stored.record.check)) ? key : null;
}

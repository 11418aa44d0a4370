import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@sextant/core";
import { KEYSTORE_MESSAGES, KeystoreError, WrongPasswordError } from "./errors";
import { deriveSealedVaultKey } from "./session-seal";
import { UnlockedVault } from "./unlocked-vault";
import { upgradeVaultKey } from "./upgrade-vault";
import {
  newKdfParams,
  opensCheckValue,
  resolveIterations,
  sealCheckValue,
  type TVaultKdfOptions,
} from "./vault-crypto";
import { type TVaultRecord, VAULT_RECORD_VERSION } from "./vault-record";
import { readStoredVault, removeStoredVault, writeStoredVault } from "./vault-store";

/** True when this device has a vault (a session password), even a damaged one the user must reset. */
export function hasVault(): boolean {
  return readStoredVault().state !== "none";
}

function checkNewPassword(password: string): void {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH)
    throw new KeystoreError(`Password can't be smaller then ${PASSWORD_MIN_LENGTH}.`);
  if (length > PASSWORD_MAX_LENGTH)
    throw new KeystoreError(`Password can't be greater then ${PASSWORD_MAX_LENGTH}.`);
}

/** Creates the vault for a new session password. Refuses to replace an existing one (reset it first). */
export async function createVault(password: string, options?: TVaultKdfOptions): Promise<UnlockedVault> {
  if (hasVault()) throw new KeystoreError(KEYSTORE_MESSAGES.vaultExists);
  checkNewPassword(password);
  const kdf = newKdfParams(resolveIterations(options));
  const { key, seal } = await deriveSealedVaultKey(password, kdf);
  const record: TVaultRecord = {
    version: VAULT_RECORD_VERSION,
    createdAt: new Date().toISOString(),
    kdf,
    cipher: "AES-256-GCM",
    check: await sealCheckValue(key),
    wallets: [],
    selectedWalletId: null,
  };
  if (hasVault()) throw new KeystoreError(KEYSTORE_MESSAGES.vaultExists);
  writeStoredVault(record);
  return new UnlockedVault(key, kdf.salt, seal);
}

/**
 * Checks the password by decrypting the check value with the record's own KDF parameters, so vaults written
 * with older parameters still open. A vault below the current iteration count is re-encrypted on the spot.
 */
export async function unlockVault(password: string, options?: TVaultKdfOptions): Promise<UnlockedVault> {
  const stored = readStoredVault();
  if (stored.state === "none") throw new KeystoreError(KEYSTORE_MESSAGES.vaultMissing);
  if (stored.state === "damaged") throw new KeystoreError(KEYSTORE_MESSAGES.vaultDamaged);
  if (stored.state === "unsupported") throw new KeystoreError(KEYSTORE_MESSAGES.vaultUnsupported);
  const { record } = stored;
  const { key, seal } = await deriveSealedVaultKey(password, record.kdf);
  if (!(await opensCheckValue(key, record.check))) throw new WrongPasswordError();
  const iterations = resolveIterations(options);
  if (record.kdf.iterations < iterations) {
    try {
      const upgraded = await upgradeVaultKey(record, key, password, iterations);
      return new UnlockedVault(upgraded.key, upgraded.salt, upgraded.seal);
    } catch (error) {
      // A damaged wallet or a concurrent change: keep the older parameters; the next unlock tries again.
      if (!(error instanceof KeystoreError)) throw error;
    }
  }
  return new UnlockedVault(key, record.kdf.salt, seal);
}

/** Forgot Password: deletes the vault and every wallet stored on this device. */
export async function resetVault(): Promise<void> {
  removeStoredVault();
}

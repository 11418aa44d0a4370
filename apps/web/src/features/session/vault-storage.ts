import { readRaw, removeKey, writeJson } from "../../lib/local-storage";
import { VAULT_STORAGE_KEY } from "../keystore/vault-storage-key";

/**
 * The session only needs to know whether this device has a session password; the record itself (its type
 * `TVaultRecord` and guard `isVaultRecord`) belongs to the keystore. Only the key is imported here, so the
 * Stellar SDK the guard needs stays out of the main bundle.
 */
export { VAULT_STORAGE_KEY };

/**
 * True when anything is stored under the vault key. A damaged record still counts: the device then has a
 * password the user must reset on purpose, and nothing silently offers to overwrite it.
 */
export function hasVaultRecord(): boolean {
  const raw = readRaw(VAULT_STORAGE_KEY);
  return raw !== null && raw !== "";
}

/** Test helper and escape hatch: stores a value under the vault key as it is. */
export function writeVaultRecord(record: object): boolean {
  return writeJson(VAULT_STORAGE_KEY, record);
}

export function removeVaultRecord(): void {
  removeKey(VAULT_STORAGE_KEY);
}

import { isRecord, readJson, readRaw, removeKey, writeJson } from "../../lib/local-storage";

/** The one localStorage key holding the encrypted vault (session-password-protected keys). */
export const VAULT_STORAGE_KEY = "sextant.vault";

/**
 * The stored vault. Only `version` and `createdAt` are read here; the key-derivation parameters, the sealed
 * check value and the sealed wallet keys are owned by the keystore and stay opaque to everything else.
 */
export interface TVaultRecord {
  version: number;
  createdAt: string;
  [field: string]: unknown;
}

export function isVaultRecord(value: unknown): value is TVaultRecord {
  return isRecord(value) && typeof value.version === "number" && typeof value.createdAt === "string";
}

/**
 * True when anything is stored under the vault key. A damaged record still counts: the device then has a
 * password the user must reset on purpose, and nothing silently offers to overwrite it.
 */
export function hasVaultRecord(): boolean {
  const raw = readRaw(VAULT_STORAGE_KEY);
  return raw !== null && raw !== "";
}

export function readVaultRecord(): TVaultRecord | null {
  const value = readJson(VAULT_STORAGE_KEY);
  return isVaultRecord(value) ? value : null;
}

export function writeVaultRecord(record: TVaultRecord): boolean {
  return writeJson(VAULT_STORAGE_KEY, record);
}

export function removeVaultRecord(): void {
  removeKey(VAULT_STORAGE_KEY);
}

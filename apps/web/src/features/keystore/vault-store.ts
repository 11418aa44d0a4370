import { isRecord, readRaw, removeKey, writeJson } from "../../lib/local-storage";
import { KeystoreError } from "./errors";
import { isVaultRecord, type TVaultRecord, VAULT_RECORD_VERSION, VAULT_STORAGE_KEY } from "./vault-record";

export type TStoredVault =
  | { state: "none" }
  | { state: "damaged" }
  | { state: "unsupported" }
  | { state: "ready"; record: TVaultRecord };

/** Reads the vault record, telling "absent" from "present but unreadable" from "written by a newer app". */
export function readStoredVault(): TStoredVault {
  const raw = readRaw(VAULT_STORAGE_KEY);
  if (raw === null || raw === "") return { state: "none" };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { state: "damaged" };
  }
  if (isVaultRecord(value)) return { state: "ready", record: value };
  const newer = isRecord(value) && typeof value.version === "number" && value.version > VAULT_RECORD_VERSION;
  return { state: newer ? "unsupported" : "damaged" };
}

/** Saves the record; a failed write (quota, storage disabled) is an error, never a silent loss of a key. */
export function writeStoredVault(record: TVaultRecord): void {
  if (!writeJson(VAULT_STORAGE_KEY, record)) {
    throw new KeystoreError(
      "Could not save the wallets on this device. Check the browser's storage settings.",
    );
  }
}

export function removeStoredVault(): void {
  removeKey(VAULT_STORAGE_KEY);
}

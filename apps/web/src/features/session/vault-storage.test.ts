import { describe, expect, it } from "vitest";
import { VAULT_STORAGE_KEY as KEYSTORE_KEY } from "../keystore/vault-record";
import { hasVaultRecord, removeVaultRecord, VAULT_STORAGE_KEY, writeVaultRecord } from "./vault-storage";

describe("vault storage", () => {
  it("uses the keystore's sextant.vault key", () => {
    expect(VAULT_STORAGE_KEY).toBe("sextant.vault");
    expect(VAULT_STORAGE_KEY).toBe(KEYSTORE_KEY);
  });

  it("tells whether anything is stored under the key, a damaged record included", () => {
    expect(hasVaultRecord()).toBe(false);
    writeVaultRecord({ version: 1 });
    expect(hasVaultRecord()).toBe(true);
    removeVaultRecord();
    expect(hasVaultRecord()).toBe(false);
    window.localStorage.setItem(VAULT_STORAGE_KEY, "{not json");
    expect(hasVaultRecord()).toBe(true);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { selectAuthStatus, useSessionStore } from "./session-store";
import {
  hasVaultRecord,
  readVaultRecord,
  removeVaultRecord,
  VAULT_STORAGE_KEY,
  writeVaultRecord,
} from "./vault-storage";

const record = { version: 1, createdAt: "2026-01-01T00:00:00.000Z", kdf: { name: "scrypt" } };

describe("vault storage", () => {
  beforeEach(() => window.localStorage.clear());

  it("uses the sextant.vault key", () => {
    expect(VAULT_STORAGE_KEY).toBe("sextant.vault");
    writeVaultRecord(record);
    expect(JSON.parse(window.localStorage.getItem("sextant.vault") ?? "null")).toEqual(record);
  });

  it("reads back what it wrote and forgets it on removal", () => {
    expect(hasVaultRecord()).toBe(false);
    writeVaultRecord(record);
    expect(hasVaultRecord()).toBe(true);
    expect(readVaultRecord()).toEqual(record);
    removeVaultRecord();
    expect(hasVaultRecord()).toBe(false);
    expect(readVaultRecord()).toBeNull();
  });

  it("treats a damaged record as present but unreadable", () => {
    window.localStorage.setItem(VAULT_STORAGE_KEY, "{not json");
    expect(hasVaultRecord()).toBe(true);
    expect(readVaultRecord()).toBeNull();
  });
});

describe("session store", () => {
  beforeEach(() => {
    window.localStorage.clear();
    useSessionStore.setState({ vaultExists: false, unlocked: false });
  });

  it("derives its status from the stored vault and the in-memory unlock", () => {
    const status = () => selectAuthStatus(useSessionStore.getState());
    useSessionStore.getState().syncVault();
    expect(status()).toBe("REGISTER");

    useSessionStore.getState().markUnlocked();
    expect(status()).toBe("REGISTER");

    writeVaultRecord(record);
    useSessionStore.getState().syncVault();
    expect(status()).toBe("LOGIN_SCREEN");

    useSessionStore.getState().markUnlocked();
    expect(status()).toBe("PASS");

    useSessionStore.getState().lock();
    expect(status()).toBe("LOGIN_SCREEN");
  });

  it("locks when the vault disappears", () => {
    writeVaultRecord(record);
    useSessionStore.getState().syncVault();
    useSessionStore.getState().markUnlocked();
    removeVaultRecord();
    useSessionStore.getState().syncVault();
    expect(useSessionStore.getState()).toMatchObject({ vaultExists: false, unlocked: false });
  });
});

import { sha256 } from "@noble/hashes/sha2.js";
import { Keypair } from "@stellar/stellar-sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { toBase64 } from "./encoding";
import { KEYSTORE_MESSAGES, KeystoreError, WrongPasswordError } from "./errors";
import { allStoredText, PASSWORD, randomSecret, storedRecord, WEAK_VAULT } from "./test-helpers";
import { createVault, hasVault, resetVault, unlockVault } from "./vault";
import { isVaultRecord, VAULT_STORAGE_KEY } from "./vault-record";

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("vault", () => {
  beforeEach(() => window.localStorage.clear());

  it("creates a versioned record under sextant.vault and refuses to create a second one", async () => {
    expect(hasVault()).toBe(false);
    await createVault(PASSWORD, WEAK_VAULT);
    expect(hasVault()).toBe(true);
    const record = storedRecord();
    expect(VAULT_STORAGE_KEY).toBe("sextant.vault");
    expect(isVaultRecord(record)).toBe(true);
    expect(record).toMatchObject({
      version: 1,
      cipher: "AES-256-GCM",
      kdf: { name: "PBKDF2", hash: "SHA-256", iterations: 1000 },
      wallets: [],
      selectedWalletId: null,
    });
    await expect(createVault(PASSWORD, WEAK_VAULT)).rejects.toThrow(KEYSTORE_MESSAGES.vaultExists);
  });

  it("uses 600,000 PBKDF2 iterations by default and refuses fewer outside tests", async () => {
    await expect(createVault(PASSWORD, { iterations: 1000 })).rejects.toThrow(/at least 600000/);
    expect(hasVault()).toBe(false);
    await createVault(PASSWORD);
    expect(storedRecord().kdf.iterations).toBe(600_000);
    await expect(unlockVault(PASSWORD)).resolves.toBeDefined();
  });

  it("refuses a password outside the 8 to 16 character rule", async () => {
    await expect(createVault("short", WEAK_VAULT)).rejects.toThrow("Password can't be smaller then 8.");
    await expect(createVault("x".repeat(17), WEAK_VAULT)).rejects.toThrow(
      "Password can't be greater then 16.",
    );
    expect(hasVault()).toBe(false);
  });

  it("unlocks with the right password and throws WrongPasswordError otherwise", async () => {
    await createVault(PASSWORD, WEAK_VAULT);
    const vault = await unlockVault(PASSWORD, WEAK_VAULT);
    expect(vault.isLocked).toBe(false);
    const wrong = unlockVault("correct-horse0", WEAK_VAULT);
    await expect(wrong).rejects.toBeInstanceOf(WrongPasswordError);
    await expect(unlockVault("correct-horse0", WEAK_VAULT)).rejects.toThrow(
      "Wrong password please try again.",
    );
  });

  it("tells a missing, a damaged and a newer vault apart", async () => {
    await expect(unlockVault(PASSWORD, WEAK_VAULT)).rejects.toThrow(KEYSTORE_MESSAGES.vaultMissing);
    window.localStorage.setItem(VAULT_STORAGE_KEY, "{not json");
    expect(hasVault()).toBe(true);
    await expect(unlockVault(PASSWORD, WEAK_VAULT)).rejects.toThrow(KEYSTORE_MESSAGES.vaultDamaged);
    window.localStorage.setItem(VAULT_STORAGE_KEY, JSON.stringify({ version: 2, createdAt: "x" }));
    await expect(unlockVault(PASSWORD, WEAK_VAULT)).rejects.toThrow(KEYSTORE_MESSAGES.vaultUnsupported);
  });

  it("stores no plaintext secret, no password and no password hash", async () => {
    const secret = randomSecret();
    const vault = await createVault(PASSWORD, WEAK_VAULT);
    await vault.addWallet({ name: "Main", secret });
    const text = allStoredText();
    const rawSeed = Keypair.fromSecret(secret).rawSecretKey();
    const passwordDigest = sha256(new TextEncoder().encode(PASSWORD));
    for (const forbidden of [
      secret,
      PASSWORD,
      toBase64(rawSeed),
      hex(rawSeed),
      hex(passwordDigest),
      toBase64(passwordDigest),
    ]) {
      expect(text).not.toContain(forbidden);
    }
    expect(text.toLowerCase()).not.toContain("password");
    expect(Object.keys(storedRecord()).sort()).toEqual(
      ["check", "cipher", "createdAt", "kdf", "selectedWalletId", "version", "wallets"].sort(),
    );
    expect(Object.keys(storedRecord().wallets[0] ?? {}).sort()).toEqual(
      ["createdAt", "name", "publicKey", "secret", "walletId"].sort(),
    );
  });

  it("keeps opening a vault written with older parameters and upgrades it on unlock", async () => {
    const secret = randomSecret();
    const created = await createVault(PASSWORD, WEAK_VAULT);
    const { walletId } = await created.addWallet({ name: "Old", secret });
    const before = storedRecord();

    const upgraded = await unlockVault(PASSWORD, { iterations: 2000, allowWeakForTests: true });
    const after = storedRecord();
    expect(after.kdf.iterations).toBe(2000);
    expect(after.kdf.salt).not.toBe(before.kdf.salt);
    expect(after.wallets[0]?.secret.ciphertext).not.toBe(before.wallets[0]?.secret.ciphertext);
    await expect(upgraded.revealSecret(walletId)).resolves.toBe(secret);

    const again = await unlockVault(PASSWORD, WEAK_VAULT);
    await expect(again.revealSecret(walletId)).resolves.toBe(secret);
    await expect(created.revealSecret(walletId)).rejects.toThrow(KEYSTORE_MESSAGES.vaultChanged);
  });

  it("reset wipes every local wallet", async () => {
    const vault = await createVault(PASSWORD, WEAK_VAULT);
    await vault.addWallet({ secret: randomSecret() });
    await resetVault();
    expect(hasVault()).toBe(false);
    expect(window.localStorage.getItem(VAULT_STORAGE_KEY)).toBeNull();
    expect(() => vault.listWallets()).toThrow(KeystoreError);
  });
});

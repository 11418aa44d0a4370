import { Keypair } from "@stellar/stellar-sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { DuplicateWalletError, KEYSTORE_MESSAGES, VaultLockedError, WrongPasswordError } from "./errors";
import { PASSWORD, randomSecret, storedRecord, storeRecord, WEAK_VAULT } from "./test-helpers";
import type { UnlockedVault } from "./unlocked-vault";
import { createVault, resetVault } from "./vault";

describe("unlocked vault", () => {
  let vault: UnlockedVault;

  beforeEach(async () => {
    window.localStorage.clear();
    vault = await createVault(PASSWORD, WEAK_VAULT);
  });

  it("adds a wallet, lists public information only and selects it", async () => {
    const secret = randomSecret();
    const added = await vault.addWallet({ name: "Savings", secret: `  ${secret}\n` });
    expect(added.publicKey).toBe(Keypair.fromSecret(secret).publicKey());
    expect(vault.listWallets()).toEqual([{ ...added, createdAt: expect.any(String) }]);
    expect(Object.keys(vault.listWallets()[0] ?? {}).sort()).toEqual([
      "backupPending",
      "createdAt",
      "name",
      "publicKey",
      "walletId",
    ]);
    expect(vault.selectedWalletId).toBe(added.walletId);
    await expect(vault.revealSecret(added.walletId)).resolves.toBe(secret);
  });

  it("names wallets 'WALLET #n' when no name is given", async () => {
    const first = await vault.addWallet({ secret: randomSecret() });
    const second = await vault.generateWallet();
    expect([first.name, second.name]).toEqual(["WALLET #1", "WALLET #2"]);
    expect(Keypair.fromSecret(await vault.revealSecret(second.walletId)).publicKey()).toBe(second.publicKey);
  });

  it("marks a generated wallet as not backed up until the backup is acknowledged; imports never", async () => {
    const imported = await vault.addWallet({ secret: randomSecret() });
    const generated = await vault.generateWallet();
    expect(imported.backupPending).toBe(false);
    expect(generated.backupPending).toBe(true);
    expect(window.localStorage.getItem("sextant.vault")).toContain('"backupPending":true');
    await vault.markBackedUp(generated.walletId);
    expect(vault.listWallets().map((wallet) => wallet.backupPending)).toEqual([false, false]);
    expect(window.localStorage.getItem("sextant.vault")).not.toContain("backupPending");
  });

  it("rejects a missing or invalid secret key", async () => {
    await expect(vault.addWallet({ secret: "  " })).rejects.toThrow("Private key is required.");
    const invalid = `S${"A".repeat(55)}`;
    await expect(vault.addWallet({ secret: invalid })).rejects.toThrow(KEYSTORE_MESSAGES.secretInvalid);
    const publicKeyInstead = Keypair.random().publicKey();
    await expect(vault.addWallet({ secret: publicKeyInstead })).rejects.toThrow(
      KEYSTORE_MESSAGES.secretInvalid,
    );
    expect(vault.listWallets()).toEqual([]);
  });

  it("rejects a key that is already imported", async () => {
    const secret = randomSecret();
    const first = await vault.addWallet({ secret });
    const again = vault.addWallet({ name: "Copy", secret });
    await expect(again).rejects.toBeInstanceOf(DuplicateWalletError);
    await expect(vault.addWallet({ secret })).rejects.toMatchObject({ walletId: first.walletId });
    expect(vault.listWallets()).toHaveLength(1);
  });

  it("keeps wallet names unique with the spec's message", async () => {
    const a = await vault.addWallet({ name: "Main", secret: randomSecret() });
    const b = await vault.addWallet({ name: "Trading", secret: randomSecret() });
    await expect(vault.renameWallet(b.walletId, "Main")).rejects.toThrow("This name already used.");
    await expect(vault.renameWallet(b.walletId, " main ")).rejects.toThrow("This name already used.");
    await expect(vault.addWallet({ name: "MAIN", secret: randomSecret() })).rejects.toThrow(
      "This name already used.",
    );
    await expect(vault.renameWallet(b.walletId, "   ")).rejects.toThrow("Name field can't be empty.");
    await expect(vault.renameWallet(a.walletId, "Main")).resolves.toMatchObject({ name: "Main" });
    await expect(vault.renameWallet(b.walletId, " Spending ")).resolves.toMatchObject({ name: "Spending" });
    expect(vault.listWallets().map((wallet) => wallet.name)).toEqual(["Main", "Spending"]);
  });

  it("removes a wallet and moves the selection", async () => {
    const a = await vault.addWallet({ secret: randomSecret() });
    const b = await vault.addWallet({ secret: randomSecret() });
    expect(vault.selectedWalletId).toBe(b.walletId);
    await vault.removeWallet(b.walletId);
    expect(vault.selectedWalletId).toBe(a.walletId);
    await vault.removeWallet(a.walletId);
    expect(vault.selectedWalletId).toBeNull();
    await expect(vault.selectWallet(a.walletId)).rejects.toThrow(KEYSTORE_MESSAGES.walletNotFound);
  });

  it("persists concurrent additions from the same tab", async () => {
    await Promise.all([
      vault.addWallet({ secret: randomSecret() }),
      vault.addWallet({ secret: randomSecret() }),
    ]);
    expect(storedRecord().wallets).toHaveLength(2);
  });

  it("binds each ciphertext to its public key: swapped ciphertexts do not decrypt", async () => {
    const a = await vault.addWallet({ name: "A", secret: randomSecret() });
    const b = await vault.addWallet({ name: "B", secret: randomSecret() });
    const record = storedRecord();
    const [first, second] = record.wallets;
    if (!first || !second) throw new Error("two wallets expected");
    [first.secret, second.secret] = [second.secret, first.secret];
    storeRecord(record);
    await expect(vault.revealSecret(a.walletId)).rejects.toThrow(KEYSTORE_MESSAGES.walletDamaged);
    await expect(vault.revealSecret(b.walletId)).rejects.toThrow(KEYSTORE_MESSAGES.walletDamaged);
  });

  it("lock drops the key; confirmPassword checks the password and re-arms it", async () => {
    const secret = randomSecret();
    const { walletId } = await vault.addWallet({ secret });
    vault.lock();
    expect(vault.isLocked).toBe(true);
    await expect(vault.revealSecret(walletId)).rejects.toBeInstanceOf(VaultLockedError);
    await expect(vault.addWallet({ secret: randomSecret() })).rejects.toBeInstanceOf(VaultLockedError);
    expect(vault.listWallets()).toHaveLength(1);

    await expect(vault.confirmPassword("not-the-password")).rejects.toBeInstanceOf(WrongPasswordError);
    expect(vault.isLocked).toBe(true);
    await vault.confirmPassword(PASSWORD);
    await expect(vault.revealSecret(walletId)).resolves.toBe(secret);
  });

  it("notices when the vault was reset in another tab", async () => {
    const { walletId } = await vault.addWallet({ secret: randomSecret() });
    await resetVault();
    await createVault(PASSWORD, WEAK_VAULT);
    await expect(vault.revealSecret(walletId)).rejects.toThrow(KEYSTORE_MESSAGES.vaultChanged);
    expect(vault.isLocked).toBe(true);
  });
});

import { Keypair } from "@stellar/stellar-sdk";
import { beforeEach, describe, expect, it } from "vitest";
import { fromBase64 } from "./encoding";
import { DuplicateWalletError, InvalidKeystoreFileError, WrongPasswordError } from "./errors";
import { createKeystoreFile, openKeystoreFile, serializeKeystoreFile } from "./keystore-file";
import { PASSWORD, randomSecret, WEAK_FILE, WEAK_VAULT } from "./test-helpers";
import { createVault, resetVault } from "./vault";
import { exportWalletKeystore, importWalletKeystore } from "./wallet-keystore";

const FILE_PASSWORD = "file-password-1";

describe("Sextant keystore file", () => {
  it("writes the documented format and opens it again", async () => {
    const secret = randomSecret();
    const file = await createKeystoreFile(secret, FILE_PASSWORD, WEAK_FILE);
    expect(file).toMatchObject({
      version: 1,
      type: "sextant-keystore",
      publicKey: Keypair.fromSecret(secret).publicKey(),
      crypto: { kdf: "scrypt", kdfparams: { N: 1024, r: 8, p: 1, dkLen: 32 }, cipher: "xsalsa20-poly1305" },
    });
    expect(fromBase64(file.crypto.kdfparams.salt)).toHaveLength(32);
    expect(fromBase64(file.crypto.nonce)).toHaveLength(24);
    const text = serializeKeystoreFile(file);
    expect(text).not.toContain(secret);
    await expect(openKeystoreFile(text, FILE_PASSWORD)).resolves.toEqual({
      secret,
      publicKey: file.publicKey,
      format: "sextant",
    });
  });

  it("uses scrypt N = 2^17 by default and refuses less outside tests", async () => {
    const secret = randomSecret();
    await expect(createKeystoreFile(secret, FILE_PASSWORD, { N: 1024 })).rejects.toThrow(
      "Invalid key derivation settings.",
    );
    const file = await createKeystoreFile(secret, FILE_PASSWORD);
    expect(file.crypto.kdfparams.N).toBe(131072);
    await expect(openKeystoreFile(JSON.stringify(file), FILE_PASSWORD)).resolves.toMatchObject({ secret });
  }, 30_000);

  it("throws WrongPasswordError for a wrong password", async () => {
    const file = await createKeystoreFile(randomSecret(), FILE_PASSWORD, WEAK_FILE);
    await expect(openKeystoreFile(JSON.stringify(file), "file-password-2")).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
  });

  it("reports a malformed file as 'Invalid keystore file.'", async () => {
    const file = await createKeystoreFile(randomSecret(), FILE_PASSWORD, WEAK_FILE);
    const variants: unknown[] = [
      "not json at all",
      [],
      {},
      { ...file, version: 2 },
      { ...file, publicKey: Keypair.random().publicKey() },
      { ...file, crypto: { ...file.crypto, cipher: "aes-128-ctr" } },
      { ...file, crypto: { ...file.crypto, nonce: "AAAA" } },
      { ...file, crypto: { ...file.crypto, kdfparams: { ...file.crypto.kdfparams, N: 1000 } } },
      { ...file, crypto: { ...file.crypto, kdfparams: { ...file.crypto.kdfparams, N: 2 ** 30 } } },
      { ...file, crypto: { ...file.crypto, ciphertext: 42 } },
    ];
    for (const variant of variants) {
      const text = typeof variant === "string" ? variant : JSON.stringify(variant);
      const opening = openKeystoreFile(text, FILE_PASSWORD);
      await expect(opening).rejects.toBeInstanceOf(InvalidKeystoreFileError);
      await expect(openKeystoreFile(text, FILE_PASSWORD)).rejects.toThrow("Invalid keystore file.");
    }
  });

  it("refuses a short file password", async () => {
    await expect(createKeystoreFile(randomSecret(), "short", WEAK_FILE)).rejects.toThrow(
      "Password can't be smaller then 8.",
    );
  });
});

describe("wallet keystore export and import", () => {
  beforeEach(() => window.localStorage.clear());

  it("round-trips a wallet through a file into a fresh vault", async () => {
    const secret = randomSecret();
    const source = await createVault(PASSWORD, WEAK_VAULT);
    const { walletId, publicKey } = await source.addWallet({ name: "Backup me", secret });
    const exported = await exportWalletKeystore(source, walletId, FILE_PASSWORD, WEAK_FILE);
    expect(exported.fileName).toBe(`sextant-${publicKey.slice(0, 8)}.keystore.json`);
    expect(exported.text).not.toContain(secret);

    await resetVault();
    const target = await createVault("another-pass", WEAK_VAULT);
    await expect(importWalletKeystore(target, exported.text, "wrong-password")).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    const imported = await importWalletKeystore(target, exported.text, FILE_PASSWORD, { name: "Restored" });
    expect(imported).toMatchObject({ name: "Restored", publicKey });
    await expect(target.revealSecret(imported.walletId)).resolves.toBe(secret);
    await expect(importWalletKeystore(target, exported.text, FILE_PASSWORD)).rejects.toBeInstanceOf(
      DuplicateWalletError,
    );
  });
});

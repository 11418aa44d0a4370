import { xsalsa20poly1305 } from "@noble/ciphers/salsa.js";
import { scrypt } from "@noble/hashes/scrypt.js";
import { Keypair } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { randomBytes, toBase64 } from "./encoding";
import { InvalidKeystoreFileError, WrongPasswordError } from "./errors";
import { openKeystoreFile } from "./keystore-file";

const PASSWORD = "legacy-pass";
const N = 1024;

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Seals like the earlier wallets did: scrypt(password, salt) → secretbox(seed, nonce). */
function sealLegacy(plaintext: Uint8Array, password = PASSWORD) {
  const salt = randomBytes(32);
  const nonce = randomBytes(24);
  const key = scrypt(new TextEncoder().encode(password), salt, { N, r: 8, p: 1, dkLen: 32 });
  return { salt, nonce, ciphertext: xsalsa20poly1305(key, nonce).encrypt(plaintext) };
}

describe("legacy scrypt + secretbox keystore files", () => {
  it("opens the nested layout with base64 fields and scryptOptions", async () => {
    const keypair = Keypair.random();
    const box = sealLegacy(new TextEncoder().encode(keypair.secret()));
    const file = {
      version: "legacy-2018",
      address: keypair.publicKey(),
      crypto: {
        ciphertext: toBase64(box.ciphertext),
        nonce: toBase64(box.nonce),
        salt: toBase64(box.salt),
        scryptOptions: { N, r: 8, p: 1, dkLen: 32, encoding: "binary" },
      },
    };
    await expect(openKeystoreFile(JSON.stringify(file), PASSWORD)).resolves.toEqual({
      secret: keypair.secret(),
      publicKey: keypair.publicKey(),
      format: "legacy",
    });
    await expect(openKeystoreFile(JSON.stringify(file), "other-pass")).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
  });

  it("opens top-level hex fields, lower-case kdfparams, cipherparams.nonce and a raw 32-byte seed", async () => {
    const keypair = Keypair.random();
    const topLevel = sealLegacy(new TextEncoder().encode(keypair.secret()));
    const flat = {
      version: 1,
      salt: hex(topLevel.salt),
      nonce: hex(topLevel.nonce),
      ciphertext: hex(topLevel.ciphertext),
      N,
      r: 8,
      p: 1,
    };
    await expect(openKeystoreFile(JSON.stringify(flat), PASSWORD)).resolves.toMatchObject({
      secret: keypair.secret(),
    });

    const raw = sealLegacy(keypair.rawSecretKey());
    const nested = {
      publicKey: keypair.publicKey(),
      crypto: {
        kdf: "scrypt",
        cipher: "xsalsa20-poly1305",
        kdfparams: { n: N, r: 8, p: 1, dklen: 32, salt: toBase64(raw.salt) },
        cipherparams: { nonce: toBase64(raw.nonce) },
        ciphertext: toBase64(raw.ciphertext),
      },
    };
    await expect(openKeystoreFile(JSON.stringify(nested), PASSWORD)).resolves.toMatchObject({
      secret: keypair.secret(),
      publicKey: keypair.publicKey(),
    });
  });

  it("refuses files that are not scrypt + secretbox or whose address does not match", async () => {
    const keypair = Keypair.random();
    const box = sealLegacy(new TextEncoder().encode(keypair.secret()));
    const base = {
      salt: toBase64(box.salt),
      nonce: toBase64(box.nonce),
      ciphertext: toBase64(box.ciphertext),
      N,
    };
    const invalid = [
      { ...base, kdf: "pbkdf2" },
      { ...base, cipher: "aes-128-ctr" },
      { ...base, nonce: toBase64(randomBytes(12)) },
      { ...base, N: 1000 },
      { ...base, address: "not-a-key" },
      { ...base, ciphertext: undefined },
    ];
    for (const file of invalid) {
      await expect(openKeystoreFile(JSON.stringify(file), PASSWORD)).rejects.toBeInstanceOf(
        InvalidKeystoreFileError,
      );
    }
    const wrongAddress = { ...base, address: Keypair.random().publicKey() };
    await expect(openKeystoreFile(JSON.stringify(wrongAddress), PASSWORD)).rejects.toThrow(
      "Invalid keystore file.",
    );
  });
});

import { createHash, createPublicKey, type KeyObject, verify } from "node:crypto";

/** Native Ed25519 verification with a cache of imported public keys. */
const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const keyCache = new Map<string, KeyObject>();

function keyObject(raw: Uint8Array): KeyObject {
  const hex = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("hex");
  let key = keyCache.get(hex);
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" });
    if (keyCache.size > 200_000) keyCache.clear();
    keyCache.set(hex, key);
  }
  return key;
}

export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  try {
    return verify(null, message, keyObject(publicKey), signature);
  } catch {
    return false;
  }
}

export function sha256(data: Uint8Array): Buffer {
  return createHash("sha256").update(data).digest();
}

// Ed25519 verification with node:crypto and a cache of imported public keys. Plain JavaScript, shared by the
// ledger's main thread (through `tx/ed25519.ts`) and the verifier threads, which run it without a TypeScript loader.
import { createPublicKey, verify } from "node:crypto";

const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const keyCache = new Map();

function keyObject(raw) {
  const hex = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("hex");
  let key = keyCache.get(hex);
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" });
    if (keyCache.size > 200_000) keyCache.clear();
    keyCache.set(hex, key);
  }
  return key;
}

export function verifyEd25519(publicKey, message, signature) {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  try {
    return verify(null, message, keyObject(publicKey), signature);
  } catch {
    return false;
  }
}

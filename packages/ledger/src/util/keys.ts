import { StrKey } from "@stellar/stellar-sdk";

/** Cached conversions between raw ed25519 keys and G-addresses. */
const encodeCache = new Map<string, string>();

export function encodeAccount(raw: Uint8Array): string {
  const hex = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("hex");
  let address = encodeCache.get(hex);
  if (address === undefined) {
    address = StrKey.encodeEd25519PublicKey(raw);
    if (encodeCache.size > 100_000) encodeCache.clear();
    encodeCache.set(hex, address);
  }
  return address;
}

const decodeCache = new Map<string, Uint8Array>();

export function decodeAccount(address: string): Uint8Array {
  let raw = decodeCache.get(address);
  if (!raw) {
    raw = StrKey.decodeEd25519PublicKey(address);
    if (decodeCache.size > 100_000) decodeCache.clear();
    decodeCache.set(address, raw);
  }
  return raw;
}

export function isValidAccount(address: string): boolean {
  return StrKey.isValidEd25519PublicKey(address);
}

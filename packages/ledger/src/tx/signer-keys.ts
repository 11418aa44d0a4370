import { StrKey } from "@stellar/stellar-sdk";
import type { SignerKeyWire } from "./wire";

/** StrKey form of a signer key: G… (ed25519), T… (pre-auth tx), X… (hash-x), P… (signed payload). */
export function signerKeyToString(key: SignerKeyWire): string {
  switch (key.type) {
    case 0:
      return StrKey.encodeEd25519PublicKey(key.ed25519);
    case 1:
      return StrKey.encodePreAuthTx(key.preAuthTx);
    case 2:
      return StrKey.encodeSha256Hash(key.hashX);
    default:
      return `P${Buffer.from(key.ed25519SignedPayload.ed25519).toString("hex")}`;
  }
}

const TYPE_ORDER: Record<string, string> = { G: "0", T: "1", X: "2", P: "3" };
const sortKeys = new Map<string, string>();

/** A string whose lexicographic order matches core's XDR ordering of signer keys (type, then bytes). */
export function signerSortKey(key: string): string {
  let cached = sortKeys.get(key);
  if (cached === undefined) {
    const prefix = key[0] ?? "G";
    const bytes =
      prefix === "G"
        ? StrKey.decodeEd25519PublicKey(key)
        : prefix === "T"
          ? StrKey.decodePreAuthTx(key)
          : prefix === "X"
            ? StrKey.decodeSha256Hash(key)
            : Buffer.from(key.slice(1), "hex");
    cached = `${TYPE_ORDER[prefix] ?? "9"}${Buffer.from(bytes).toString("hex")}`;
    sortKeys.set(key, cached);
  }
  return cached;
}

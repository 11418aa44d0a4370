import { StrKey } from "@stellar/stellar-sdk";
import { decodeAccount } from "../util/keys";
import { sha256, verifyEd25519 } from "./ed25519";
import type { DecoratedSignatureWire } from "./wire";

export interface WeightedSigner {
  /** StrKey of the signer (G…, T…, X…). */
  key: string;
  weight: number;
}

export function hintMatches(hint: Uint8Array, key: Uint8Array): boolean {
  const n = key.length;
  return hint[0] === key[n - 4] && hint[1] === key[n - 3] && hint[2] === key[n - 2] && hint[3] === key[n - 1];
}

/**
 * Core's signature checker: each signature can satisfy one signer; weights are capped at 255; a check passes
 * once the matched weight reaches the threshold (at least one signer must match, even for threshold 0).
 */
export class SignatureChecker {
  private readonly used: boolean[];
  private readonly cache = new Map<string, boolean>();

  /**
   * `known`: answers already verified elsewhere (the verifier threads), keyed `<signature index>:<G-address>`
   * like the cache; a pair missing from it is verified here.
   */
  constructor(
    private readonly hash: Uint8Array,
    private readonly signatures: readonly DecoratedSignatureWire[],
    private readonly known?: ReadonlyMap<string, boolean>,
  ) {
    this.used = signatures.map(() => false);
  }

  check(signers: readonly WeightedSigner[], threshold: number): boolean {
    let total = 0;
    const claimed = this.signatures.map(() => false);
    for (const signer of signers) {
      if (signer.weight <= 0) continue;
      if (this.matches(signer.key, claimed)) {
        total += Math.min(signer.weight, 255);
        if (total >= threshold) return true;
      }
    }
    return false;
  }

  allUsed(): boolean {
    return this.used.every(Boolean);
  }

  private matches(key: string, claimed: boolean[]): boolean {
    const prefix = key[0];
    if (prefix === "T") return Buffer.from(StrKey.decodePreAuthTx(key)).equals(this.hash);
    if (prefix === "X") return this.matchHashX(StrKey.decodeSha256Hash(key), claimed);
    if (prefix !== "G") return false;
    const raw = decodeAccount(key);
    for (let i = 0; i < this.signatures.length; i++) {
      const sig = this.signatures[i];
      if (!sig || claimed[i] || !hintMatches(sig.hint, raw)) continue;
      if (this.verified(i, key, raw, sig.signature)) {
        this.used[i] = true;
        claimed[i] = true;
        return true;
      }
    }
    return false;
  }

  /** Verifies once per (signature, key) pair; later checks of the same pair reuse the answer. */
  private verified(index: number, key: string, raw: Uint8Array, signature: Uint8Array): boolean {
    const cacheKey = `${index}:${key}`;
    let ok = this.cache.get(cacheKey) ?? this.known?.get(cacheKey);
    if (ok === undefined) {
      ok = verifyEd25519(raw, this.hash, signature);
      this.cache.set(cacheKey, ok);
    }
    return ok;
  }

  private matchHashX(hashX: Uint8Array, claimed: boolean[]): boolean {
    for (let i = 0; i < this.signatures.length; i++) {
      const sig = this.signatures[i];
      if (!sig || claimed[i] || !hintMatches(sig.hint, hashX)) continue;
      if (sha256(sig.signature).equals(hashX)) {
        this.used[i] = true;
        claimed[i] = true;
        return true;
      }
    }
    return false;
  }
}

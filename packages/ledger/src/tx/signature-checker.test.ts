import { createHash } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { SignatureChecker } from "./signature-checker";
import type { DecoratedSignatureWire } from "./wire";

const hash = createHash("sha256").update("payload").digest();
const sig = (k: Keypair, message: Uint8Array = hash): DecoratedSignatureWire => ({
  hint: k.rawPublicKey().subarray(28),
  signature: k.sign(Buffer.from(message)),
});

describe("SignatureChecker", () => {
  const a = Keypair.random();
  const b = Keypair.random();

  it("adds the weights of matching signers until the threshold is met", () => {
    const checker = new SignatureChecker(hash, [sig(a), sig(b)]);
    const signers = [
      { key: a.publicKey(), weight: 1 },
      { key: b.publicKey(), weight: 1 },
    ];
    expect(checker.check(signers, 2)).toBe(true);
    expect(checker.check(signers, 3)).toBe(false);
    expect(checker.allUsed()).toBe(true);
  });

  it("needs at least one matching signature even for threshold 0", () => {
    expect(new SignatureChecker(hash, []).check([{ key: a.publicKey(), weight: 1 }], 0)).toBe(false);
    expect(new SignatureChecker(hash, [sig(a)]).check([{ key: a.publicKey(), weight: 1 }], 0)).toBe(true);
  });

  it("rejects signatures over another payload and reports unused signatures", () => {
    const other = createHash("sha256").update("other network").digest();
    const checker = new SignatureChecker(hash, [sig(a, other), sig(b)]);
    expect(checker.check([{ key: a.publicKey(), weight: 1 }], 1)).toBe(false);
    expect(checker.allUsed()).toBe(false);
  });

  it("ignores zero-weight signers and caps weights at 255", () => {
    const checker = new SignatureChecker(hash, [sig(a)]);
    expect(checker.check([{ key: a.publicKey(), weight: 0 }], 0)).toBe(false);
    expect(checker.check([{ key: a.publicKey(), weight: 1000 }], 255)).toBe(true);
  });
});

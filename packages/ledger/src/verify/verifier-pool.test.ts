import { Keypair } from "@stellar/stellar-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { sha256 } from "../tx/ed25519";
import { VerifierPool, type VerifyItem } from "./verifier-pool";

const pools: VerifierPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function item(valid: boolean, n: number): VerifyItem {
  const signer = Keypair.random();
  const message = sha256(Buffer.from(`message ${n}`));
  const signature = (valid ? signer : Keypair.random()).sign(message);
  return { key: signer.rawPublicKey(), message, signature };
}

describe("VerifierPool", () => {
  it("answers each caller of one turn with its own checks, across two threads", async () => {
    const pool = new VerifierPool(2);
    pools.push(pool);
    const asks = Array.from({ length: 40 }, (_, n) => [item(n % 3 !== 0, n), item(n % 5 === 0, n + 100)]);
    const answers = await Promise.all(asks.map((items) => pool.verify(items)));
    expect(answers).toEqual(asks.map((_, n) => [n % 3 !== 0, n % 5 === 0]));
    expect(pool.size).toBe(2);
  });

  it("refuses a signature of another message by the same key", async () => {
    const pool = new VerifierPool(1);
    pools.push(pool);
    const signer = Keypair.random();
    const message = sha256(Buffer.from("one"));
    const signature = signer.sign(sha256(Buffer.from("two")));
    expect(await pool.verify([{ key: signer.rawPublicKey(), message, signature }])).toEqual([false]);
  });

  it("answers 'unknown' once closed, so that the caller verifies by itself", async () => {
    const pool = new VerifierPool(1);
    await pool.close();
    expect(await pool.verify([item(true, 1)])).toEqual([undefined]);
  });
});

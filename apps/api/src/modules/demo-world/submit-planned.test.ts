import { Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { chunkPlanned } from "./submit-planned";

describe("splitting planned operations into transactions", () => {
  const source = Keypair.random();
  const op = () => Operation.bumpSequence({ bumpTo: "1" });

  it("keeps at most 100 operations a transaction, in order", () => {
    const planned = Array.from({ length: 230 }, () => ({ operation: op(), signer: source }));
    const chunks = chunkPlanned(source, planned);
    expect(chunks.map((chunk) => chunk.operations.length)).toEqual([100, 100, 30]);
    expect(chunks.flatMap((chunk) => chunk.operations)).toEqual(planned.map((p) => p.operation));
    expect(chunks.every((chunk) => chunk.signers.length === 1)).toBe(true);
  });

  it("keeps at most 20 signers a transaction, the source included, and only those needed", () => {
    const signers = Array.from({ length: 25 }, () => Keypair.random());
    const planned = signers.flatMap((signer) => [
      { operation: op(), signer },
      { operation: op(), signer },
    ]);
    const chunks = chunkPlanned(source, planned);
    expect(chunks.map((chunk) => chunk.signers.length)).toEqual([20, 7]);
    expect(chunks[0]?.signers[0]?.publicKey()).toBe(source.publicKey());
    expect(chunks[1]?.signers.map((key) => key.publicKey())).toEqual([
      source.publicKey(),
      ...signers.slice(19).map((key) => key.publicKey()),
    ]);
    expect(chunks.flatMap((chunk) => chunk.operations)).toHaveLength(50);
  });
});

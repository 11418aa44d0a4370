import { Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it, vi } from "vitest";
import { openNode, submitToNode, useNodeDirs } from "../../test/support/ledger-node";
import { STANDALONE_PASSPHRASE } from "../constants";

const dirs = useNodeDirs("sextant-ledger-listeners-");

describe("ledger close listeners", () => {
  it("a listener that throws stops neither the close nor the listeners after it", async () => {
    const node = openNode(dirs.tempDir());
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const seen: number[] = [];
      node.onClose(() => {
        throw new Error("a broken stream");
      });
      node.onClose((event) => seen.push(event.seq));
      const created = Keypair.random();
      await submitToNode(node, Keypair.master(STANDALONE_PASSPHRASE), [
        Operation.createAccount({ destination: created.publicKey(), startingBalance: "10" }),
      ]);
      expect(seen).toEqual([node.header.ledgerSeq]);
      expect(node.state.getAccount(created.publicKey())).toBeDefined();
      expect(errors).toHaveBeenCalledWith("ledger: close listener failed:", expect.any(Error));
    } finally {
      errors.mockRestore();
      node.shutdown();
    }
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  Account,
  Keypair,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import { afterEach, expect } from "vitest";
import { STANDALONE_PASSPHRASE } from "../../src/constants";
import { LedgerNode } from "../../src/node/ledger-node";

/**
 * In-process ledger nodes over temp data directories, for restart tests: `tempDir` gives a directory
 * removed after each test, `open` starts (or restarts) a node on it.
 */
export function useNodeDirs(prefix: string) {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return {
    tempDir(): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
  };
}

/** Opens a node on `dataDir`, replaying its log or loading its snapshot. */
export function openNode(dataDir: string): LedgerNode {
  const node = new LedgerNode({ dataDir, passphrase: STANDALONE_PASSPHRASE, closeMs: 0, devClock: false });
  node.open();
  return node;
}

/** The envelope of one transaction of `ops` from `source` after sequence `seq`, signed by `source`. */
export function signedEnvelope(source: Keypair, seq: bigint, ops: xdr.Operation[]): string {
  const builder = new TransactionBuilder(new Account(source.publicKey(), seq.toString()), {
    fee: "100",
    networkPassphrase: STANDALONE_PASSPHRASE,
  }).setTimeout(TimeoutInfinite);
  for (const op of ops) builder.addOperation(op);
  const tx = builder.build();
  tx.sign(source);
  return tx.toXdr();
}

/** Builds, signs and submits one transaction of `ops` from `source`, expecting it applied. */
export async function submitToNode(node: LedgerNode, source: Keypair, ops: xdr.Operation[]): Promise<void> {
  const seq = node.state.getAccount(source.publicKey())?.seqNum ?? 0n;
  expect((await node.submit(signedEnvelope(source, seq, ops))).status).toBe("applied");
}

/** Creates three random accounts of 100 XLM each from the genesis account. */
export async function createAccounts(node: LedgerNode): Promise<[Keypair, Keypair, Keypair]> {
  const keys: [Keypair, Keypair, Keypair] = [Keypair.random(), Keypair.random(), Keypair.random()];
  await submitToNode(
    node,
    Keypair.master(STANDALONE_PASSPHRASE),
    keys.map((k) => Operation.createAccount({ destination: k.publicKey(), startingBalance: "100" })),
  );
  return keys;
}

/** Restarts a node on `first`'s data directory and expects the same accounts and history as `first`. */
export function reopenNode(dataDir: string, first: LedgerNode): LedgerNode {
  const node = openNode(dataDir);
  expect(node.state.accounts).toEqual(first.state.accounts);
  expect(node.history).toEqual(first.history);
  return node;
}

// Shared set-up for the order-book benchmarks: funding many accounts with 100-operation transactions,
// signing multi-signer set-up transactions, pre-signing one-operation series and pipelining them while keeping
// the response bodies (so results can be checked after the timed run).
import { createHash, createPrivateKey, sign } from "node:crypto";
import {
  Account,
  Keypair,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import { pipelinedBodies } from "../../packages/ledger/test/support/pipelined-http";
import { getJson } from "./http-client";
import { PASSPHRASE, signFast } from "./signing";

export { pipelinedBodies, type Response } from "../../packages/ledger/test/support/pipelined-http";

const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
export const MAX_OPS = 100;

export interface Funded {
  keys: Keypair[];
  seqs: bigint[];
}

export async function sequenceOf(url: string, id: string): Promise<bigint> {
  return BigInt(String((await getJson(`${url}/accounts/${id}`)).sequence));
}

/** Builds a transaction from `source` (sequence `seq + 1`) with `ops`, signed by every key in `signers`. */
export function signedTx(source: Keypair, seq: bigint, ops: xdr.Operation[], signers: Keypair[]): string {
  const builder = new TransactionBuilder(new Account(source.publicKey(), seq.toString()), {
    fee: String(100 * ops.length),
    networkPassphrase: PASSPHRASE,
  }).setTimeout(TimeoutInfinite);
  for (const op of ops) builder.addOperation(op);
  const tx = builder.build();
  for (const k of signers) signFast(tx, k);
  return tx.toXdr();
}

export async function submitAll(url: string, batches: string[][], what: string): Promise<void> {
  await Promise.all(
    batches.map(async (envelopes) => {
      for (const r of await pipelinedBodies(url, "/transactions", envelopes)) {
        if (r.status !== 200) throw new Error(`${what} failed (${r.status}): ${r.body.slice(0, 400)}`);
      }
    }),
  );
}

/** Creates `count` random accounts from the root account, 100 createAccount operations per transaction. */
export async function createAccounts(url: string, count: number, startingBalance: string): Promise<Funded> {
  const root = Keypair.master(PASSPHRASE);
  let seq = await sequenceOf(url, root.publicKey());
  const keys = Array.from({ length: count }, () => Keypair.random());
  const envelopes: string[] = [];
  for (let i = 0; i < count; i += MAX_OPS) {
    const ops = keys
      .slice(i, i + MAX_OPS)
      .map((k) => Operation.createAccount({ destination: k.publicKey(), startingBalance }));
    envelopes.push(signedTx(root, seq, ops, [root]));
    seq += 1n;
  }
  await submitAll(url, [envelopes], "funding");
  const seqs = await Promise.all(keys.map((k) => sequenceOf(url, k.publicKey())));
  return { keys, seqs };
}

/**
 * Signed one-operation envelopes for consecutive sequence numbers starting at `firstSeq`; the i-th carries
 * `ops[i % ops.length]`. Each distinct operation is built once with the SDK; per sequence number the bytes are
 * patched (seqNum sits at byte 40 of a v1 Transaction with an ed25519 source) and signed natively.
 */
export function presignSeries(
  source: Keypair,
  firstSeq: bigint,
  ops: xdr.Operation[],
  count: number,
): string[] {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, source.rawSecretKey()]),
    format: "der",
    type: "pkcs8",
  });
  const bodies = ops.map((op) => {
    const tx = new TransactionBuilder(new Account(source.publicKey(), "0"), {
      fee: "100",
      networkPassphrase: PASSPHRASE,
    })
      .addOperation(op)
      .setTimeout(TimeoutInfinite)
      .build();
    const unsigned = Buffer.from(tx.toEnvelope().toXdr());
    return unsigned.subarray(4, unsigned.length - 4);
  });
  const networkId = createHash("sha256").update(PASSPHRASE).digest();
  const hint = source.rawPublicKey().subarray(28);
  const head = Buffer.from([0, 0, 0, 2]);
  const sigHead = Buffer.from([0, 0, 0, 1]);
  const sigLen = Buffer.from([0, 0, 0, 64]);
  return Array.from({ length: count }, (_, i) => {
    const txBytes = Buffer.from(bodies[i % bodies.length] as Buffer);
    txBytes.writeBigInt64BE(firstSeq + BigInt(i), 40);
    const hash = createHash("sha256").update(networkId).update(head).update(txBytes).digest();
    const signature = sign(null, hash, key);
    return Buffer.concat([head, txBytes, sigHead, hint, sigLen, signature]).toString("base64");
  });
}

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
} from "node:crypto";
import {
  Account,
  Asset,
  type Keypair,
  Networks,
  Operation,
  TimeoutInfinite,
  type Transaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";

const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");
export const PASSPHRASE = Networks.STANDALONE;

/** Signs with node:crypto (the SDK's signer is slower and would dominate set-up time). */
export function signFast(tx: Transaction, keypair: Keypair): void {
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, keypair.rawSecretKey()]),
    format: "der",
    type: "pkcs8",
  });
  tx.addSignature(keypair.publicKey(), sign(null, tx.hash(), key).toString("base64"));
}

/**
 * Signed payment envelopes for consecutive sequence numbers. The transaction is built once with the SDK; for
 * each sequence number its bytes are patched (seqNum sits at byte 40 of a v1 Transaction with an ed25519
 * source) and signed natively, which keeps set-up time small next to the measured run.
 */
export function payments(source: Keypair, firstSeq: bigint, count: number, destination: string): string[] {
  const tx = new TransactionBuilder(new Account(source.publicKey(), (firstSeq - 1n).toString()), {
    fee: "100",
    networkPassphrase: PASSPHRASE,
  })
    .addOperation(Operation.payment({ destination, asset: Asset.native(), amount: "0.0000001" }))
    .setTimeout(TimeoutInfinite)
    .build();
  const unsigned = Buffer.from(tx.toEnvelope().toXdr());
  const body = unsigned.subarray(4, unsigned.length - 4);
  const key = createPrivateKey({
    key: Buffer.concat([PKCS8_PREFIX, source.rawSecretKey()]),
    format: "der",
    type: "pkcs8",
  });
  const networkId = createHash("sha256").update(PASSPHRASE).digest();
  const hint = source.rawPublicKey().subarray(28);
  const head = Buffer.from([0, 0, 0, 2]);
  const sigHead = Buffer.from([0, 0, 0, 1]);
  const sigLen = Buffer.from([0, 0, 0, 64]);
  return Array.from({ length: count }, (_, i) => {
    const txBytes = Buffer.from(body);
    txBytes.writeBigInt64BE(firstSeq + BigInt(i), 40);
    const hash = createHash("sha256").update(networkId).update(head).update(txBytes).digest();
    const signature = sign(null, hash, key);
    return Buffer.concat([head, txBytes, sigHead, hint, sigLen, signature]).toString("base64");
  });
}

/** Ed25519 verifications per second on one core with node:crypto, for comparison. */
export function verifyCeiling(ms = 1000): number {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const message = Buffer.alloc(32, 7);
  const signature = sign(null, message, privateKey);
  const key = createPublicKey({
    key: publicKey.export({ format: "der", type: "spki" }),
    format: "der",
    type: "spki",
  });
  let count = 0;
  const until = performance.now() + ms;
  while (performance.now() < until) {
    for (let i = 0; i < 100; i++) verify(null, message, key, signature);
    count += 100;
  }
  return Math.round((count * 1000) / ms);
}

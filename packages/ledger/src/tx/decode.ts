import { createHash } from "node:crypto";
import { xdr } from "@stellar/stellar-sdk";
import { muxedToAccount } from "./muxed";
import type {
  DecoratedSignatureWire,
  LedgerBoundsWire,
  MuxedAccountWire,
  SignerKeyWire,
  TimeBoundsWire,
  TransactionEnvelopeWire,
  TransactionWire,
} from "./wire";

/** The outer part of a fee-bump envelope (ENVELOPE_TYPE_TX_FEE_BUMP). */
export interface FeeBumpPart {
  feeSource: MuxedAccountWire;
  feeSourceId: string;
  /** The outer maximum fee (int64). */
  fee: bigint;
  /** The fee source's signatures over the outer hash. */
  signatures: DecoratedSignatureWire[];
}

/**
 * A submitted transaction, decoded once and reused by validation, application and history. For a fee-bump,
 * `hash` is the outer (fee-bump) hash, `tx`/`signatures`/`txHash` are those of the inner transaction.
 */
export interface ParsedTx {
  hash: Uint8Array;
  hashHex: string;
  envelopeXdr: string;
  kind: "v0" | "v1" | "feeBump";
  tx: TransactionWire;
  sourceId: string;
  signatures: DecoratedSignatureWire[];
  /** The hash `signatures` sign: the inner transaction's for a fee-bump, else `hash`. */
  txHash: Uint8Array;
  txHashHex: string;
  feeBump: FeeBumpPart | null;
  timeBounds: TimeBoundsWire | null;
  ledgerBounds: LedgerBoundsWire | null;
  minSeqNum: bigint | null;
  minSeqAge: bigint;
  minSeqLedgerGap: number;
  extraSigners: SignerKeyWire[];
  /**
   * Signature checks already done on the verifier threads, keyed `<signature index>:<G-address>`: `tx` for
   * `signatures` over `txHash`, `feeBump` for the fee-bump's own signatures over `hash`.
   */
  preverified?: { tx: ReadonlyMap<string, boolean>; feeBump: ReadonlyMap<string, boolean> };
}

const networkIds = new Map<string, Buffer>();

export function networkId(passphrase: string): Buffer {
  let id = networkIds.get(passphrase);
  if (!id) {
    id = createHash("sha256").update(passphrase).digest();
    networkIds.set(passphrase, id);
  }
  return id;
}

function signaturesLength(signatures: DecoratedSignatureWire[]): number {
  let total = 4;
  for (const s of signatures) total += 8 + Math.ceil(s.signature.length / 4) * 4;
  return total;
}

const TYPE_TX = Buffer.from([0, 0, 0, 2]);
const TYPE_FEE_BUMP = Buffer.from([0, 0, 0, 5]);
const V0_KEY_TYPE = Buffer.from([0, 0, 0, 0]);

/** Decodes a base64 envelope; throws on malformed XDR. */
export function decodeEnvelope(envelopeXdr: string, passphrase: string): ParsedTx {
  const raw = Buffer.from(envelopeXdr, "base64");
  const wire: TransactionEnvelopeWire = xdr.TransactionEnvelope.schema.decode(raw);
  const netId = networkId(passphrase);
  if (wire.type === 5) {
    const outer = wire.feeBump.tx;
    const inner = outer.innerTx.v1;
    const body = raw.subarray(4, raw.length - signaturesLength(wire.feeBump.signatures));
    const hash = createHash("sha256").update(netId).update(TYPE_FEE_BUMP).update(body).digest();
    const innerBody = xdr.Transaction.schema.encode(inner.tx);
    const innerHash = createHash("sha256").update(netId).update(TYPE_TX).update(innerBody).digest();
    const feeBump: FeeBumpPart = {
      feeSource: outer.feeSource,
      feeSourceId: muxedToAccount(outer.feeSource),
      fee: outer.fee,
      signatures: wire.feeBump.signatures,
    };
    return build(hash, envelopeXdr, "feeBump", inner.tx, inner.signatures, innerHash, feeBump);
  }
  if (wire.type === 0) {
    const v0 = wire.v0.tx;
    const body = raw.subarray(4, raw.length - signaturesLength(wire.v0.signatures));
    const hash = createHash("sha256").update(netId).update(TYPE_TX).update(V0_KEY_TYPE).update(body).digest();
    const tx: TransactionWire = {
      sourceAccount: { type: 0, ed25519: v0.sourceAccountEd25519 },
      fee: v0.fee,
      seqNum: v0.seqNum,
      cond: v0.timeBounds ? { type: 1, timeBounds: v0.timeBounds } : { type: 0 },
      memo: v0.memo,
      operations: v0.operations,
      ext: { v: 0 },
    };
    return build(hash, envelopeXdr, "v0", tx, wire.v0.signatures);
  }
  const body = raw.subarray(4, raw.length - signaturesLength(wire.v1.signatures));
  const hash = createHash("sha256").update(netId).update(TYPE_TX).update(body).digest();
  return build(hash, envelopeXdr, "v1", wire.v1.tx, wire.v1.signatures);
}

function build(
  hash: Buffer,
  envelopeXdr: string,
  kind: ParsedTx["kind"],
  tx: TransactionWire,
  signatures: DecoratedSignatureWire[],
  txHash: Buffer = hash,
  feeBump: FeeBumpPart | null = null,
): ParsedTx {
  const cond = tx.cond;
  const v2 = cond.type === 2 ? cond.v2 : null;
  return {
    hash,
    hashHex: hash.toString("hex"),
    envelopeXdr,
    kind,
    tx,
    sourceId: muxedToAccount(tx.sourceAccount),
    signatures,
    txHash,
    txHashHex: txHash.toString("hex"),
    feeBump,
    timeBounds: cond.type === 1 ? cond.timeBounds : (v2?.timeBounds ?? null),
    ledgerBounds: v2?.ledgerBounds ?? null,
    minSeqNum: v2?.minSeqNum ?? null,
    minSeqAge: v2?.minSeqAge ?? 0n,
    minSeqLedgerGap: v2?.minSeqLedgerGap ?? 0,
    extraSigners: v2?.extraSigners ?? [],
  };
}

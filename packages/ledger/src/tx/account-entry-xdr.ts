import type { AccountEntryWire, SignerKeyWire } from "./wire";

/**
 * A direct XDR writer for `LedgerEntryChanges` of account entries: the fee meta every transaction carries, which
 * the generic XDR codec made one of the costliest steps of a payment. It covers the entries it knows (signer
 * keys ed25519 / pre-auth / hash-x; extension v0 or v1 without further extension) and answers `undefined` for
 * any other, for the caller to use the generic codec.
 */
class XdrWriter {
  private readonly chunks: Buffer[] = [];

  uint32(value: number): this {
    const b = Buffer.allocUnsafe(4);
    b.writeUInt32BE(value >>> 0);
    this.chunks.push(b);
    return this;
  }

  int64(value: bigint): this {
    const b = Buffer.allocUnsafe(8);
    b.writeBigInt64BE(value);
    this.chunks.push(b);
    return this;
  }

  fixed(bytes: Uint8Array): this {
    this.chunks.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    const pad = (4 - (bytes.byteLength % 4)) % 4;
    if (pad > 0) this.chunks.push(Buffer.alloc(pad));
    return this;
  }

  variable(bytes: Uint8Array): this {
    return this.uint32(bytes.byteLength).fixed(bytes);
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

function signerKeyBytes(key: SignerKeyWire): Uint8Array | undefined {
  if (key.type === 0) return key.ed25519;
  if (key.type === 1) return key.preAuthTx;
  if (key.type === 2) return key.hashX;
  return undefined;
}

/** Writes an AccountEntry; false (nothing usable written) for a shape this writer does not cover. */
function writeAccountEntry(w: XdrWriter, a: AccountEntryWire, homeDomain: Uint8Array): boolean {
  if (a.accountId.type !== 0) return false;
  if (a.inflationDest && a.inflationDest.type !== 0) return false;
  if (a.ext.v !== 0 && !(a.ext.v === 1 && a.ext.v1.ext.v === 0)) return false;
  const signers: [number, Uint8Array, number][] = [];
  for (const s of a.signers) {
    const bytes = signerKeyBytes(s.key);
    if (!bytes) return false;
    signers.push([s.key.type, bytes, s.weight]);
  }
  w.uint32(0).fixed(a.accountId.ed25519).int64(a.balance).int64(a.seqNum).uint32(a.numSubEntries);
  if (a.inflationDest) w.uint32(1).uint32(0).fixed(a.inflationDest.ed25519);
  else w.uint32(0);
  w.uint32(a.flags).variable(homeDomain).fixed(a.thresholds).uint32(signers.length);
  for (const [type, bytes, weight] of signers) w.uint32(type).fixed(bytes).uint32(weight);
  if (a.ext.v === 1)
    w.uint32(1).int64(a.ext.v1.liabilities.buying).int64(a.ext.v1.liabilities.selling).uint32(0);
  else w.uint32(0);
  return true;
}

export interface AccountChange {
  /** 3 = state (before), 1 = updated (after). */
  type: 1 | 3;
  lastModifiedLedgerSeq: number;
  entry: AccountEntryWire;
  homeDomain: string;
}

/** Base64 `LedgerEntryChanges` of account entries, or `undefined` when an entry is beyond this writer. */
export function encodeAccountChanges(changes: AccountChange[]): string | undefined {
  const w = new XdrWriter().uint32(changes.length);
  for (const c of changes) {
    w.uint32(c.type).uint32(c.lastModifiedLedgerSeq).uint32(0);
    if (!writeAccountEntry(w, c.entry, Buffer.from(c.homeDomain, "utf8"))) return undefined;
    w.uint32(0);
  }
  return w.bytes().toString("base64");
}

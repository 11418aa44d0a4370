import type { ParsedTx } from "../tx/decode";
import { muxedToAccount } from "../tx/muxed";
import { hintMatches } from "../tx/signature-checker";
import type { DecoratedSignatureWire } from "../tx/wire";
import { decodeAccount } from "../util/keys";
import type { VerifierPool, VerifyItem } from "./verifier-pool";

interface Planned {
  into: Map<string, boolean>;
  cacheKey: string;
}

function plan(
  accounts: Iterable<string>,
  signatures: readonly DecoratedSignatureWire[],
  message: Uint8Array,
  into: Map<string, boolean>,
  items: VerifyItem[],
  planned: Planned[],
): void {
  for (const account of accounts) {
    const key = decodeAccount(account);
    signatures.forEach((sig, index) => {
      if (sig.signature.length !== 64 || !hintMatches(sig.hint, key)) return;
      items.push({ key, message, signature: sig.signature });
      planned.push({ into, cacheKey: `${index}:${account}` });
    });
  }
}

/**
 * Verifies, on the verifier threads, every signature of `parsed` against the master keys of the accounts it
 * names (the transaction's source, its operations' sources, a fee-bump's fee source) and records the answers
 * in `parsed.preverified`. Signatures of other signers (added keys, hash-x, pre-auth) are left to the
 * signature checker on the ledger's thread, as is anything the pool could not answer.
 */
export async function preverify(parsed: ParsedTx, pool: VerifierPool): Promise<void> {
  const tx = new Map<string, boolean>();
  const feeBump = new Map<string, boolean>();
  const items: VerifyItem[] = [];
  const planned: Planned[] = [];
  const sources = new Set<string>([parsed.sourceId]);
  for (const op of parsed.tx.operations) if (op.sourceAccount) sources.add(muxedToAccount(op.sourceAccount));
  plan(sources, parsed.signatures, parsed.txHash, tx, items, planned);
  if (parsed.feeBump) {
    plan([parsed.feeBump.feeSourceId], parsed.feeBump.signatures, parsed.hash, feeBump, items, planned);
  }
  const answers = await pool.verify(items);
  answers.forEach((ok, i) => {
    const slot = planned[i];
    if (ok !== undefined && slot) slot.into.set(slot.cacheKey, ok);
  });
  parsed.preverified = { tx, feeBump };
}

import type { xdr } from "@stellar/stellar-sdk";
import { signerKeyToString, signerSortKey } from "../../tx/signer-keys";
import { emit, type OpContext } from "../context";
import type { Account } from "../types";

/** Adds, updates (weight > 0) or removes (weight 0) a signer, keeping core's sort order by key. */
export function applySigner(account: Account, signer: xdr.SignerWire, ctx: OpContext): void {
  const key = signerKeyToString(signer.key);
  const index = account.signers.findIndex((s) => s.key === key);
  const details = { weight: signer.weight, public_key: key, key };
  if (signer.weight === 0) {
    if (index < 0) return;
    account.signers.splice(index, 1);
    account.numSubEntries -= 1;
    emit(ctx, ctx.sourceId, "signer_removed", details);
    return;
  }
  if (index >= 0) {
    const existing = account.signers[index];
    if (existing) existing.weight = signer.weight;
    emit(ctx, ctx.sourceId, "signer_updated", details);
    return;
  }
  account.signers.push({ key, weight: signer.weight });
  account.signers.sort((a, b) => signerSortKey(a.key).localeCompare(signerSortKey(b.key)));
  account.numSubEntries += 1;
  emit(ctx, ctx.sourceId, "signer_created", details);
}

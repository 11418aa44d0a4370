import type { xdr } from "@stellar/stellar-sdk";
import { signerKeyToString, signerSortKey } from "../../tx/signer-keys";
import { emit, type OpContext } from "../context";
import { emitSponsorship, releaseReserve } from "../sponsorship";
import type { Account, Signer } from "../types";

/**
 * Adds, updates (weight > 0) or removes (weight 0) a signer, keeping core's sort order by key. A new signer's
 * reserve is carried by `sponsor` when given; removing a sponsored signer releases its sponsor's reserve.
 */
export function applySigner(
  account: Account,
  signer: xdr.SignerWire,
  ctx: OpContext,
  sponsor?: string,
): void {
  const key = signerKeyToString(signer.key);
  const index = account.signers.findIndex((s) => s.key === key);
  const details = { weight: signer.weight, public_key: key, key };
  if (signer.weight === 0) {
    if (index < 0) return;
    const [removed] = account.signers.splice(index, 1);
    account.numSubEntries -= 1;
    releaseReserve(ctx, account, removed?.sponsor, 1);
    emit(ctx, ctx.sourceId, "signer_removed", details);
    emitSponsorship(ctx, ctx.sourceId, "signer", { former: removed?.sponsor }, { signer: key });
    return;
  }
  if (index >= 0) {
    const existing = account.signers[index];
    if (existing) existing.weight = signer.weight;
    emit(ctx, ctx.sourceId, "signer_updated", details);
    return;
  }
  const added: Signer = { key, weight: signer.weight };
  if (sponsor) added.sponsor = sponsor;
  account.signers.push(added);
  account.signers.sort((a, b) => signerSortKey(a.key).localeCompare(signerSortKey(b.key)));
  account.numSubEntries += 1;
  emit(ctx, ctx.sourceId, "signer_created", details);
  emitSponsorship(ctx, ctx.sourceId, "signer", { next: sponsor }, { signer: key });
}

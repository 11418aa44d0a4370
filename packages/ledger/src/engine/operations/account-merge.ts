import type { xdr } from "@stellar/stellar-sdk";
import { INT64_MAX } from "../../constants";
import { muxedToAccount } from "../../tx/muxed";
import { formatAmount } from "../../util/amount";
import { emit, loadSource, type OpContext, startingSequence } from "../context";
import { emitSponsorship, isActiveSponsor, releaseReserve } from "../sponsorship";
import { ACCOUNT_FLAGS, type Account } from "../types";
import { inner, type OpOutcome } from "./outcome";

type FailCode = Exclude<xdr.AccountMergeResultWire["code"], 0>;
const fail = (code: FailCode): OpOutcome => inner({ type: 8, accountMergeResult: { code } });

export function checkAccountMerge(
  destination: xdr.MuxedAccountWire,
  sourceId: string,
): OpOutcome | undefined {
  return muxedToAccount(destination) === sourceId ? fail(-1) : undefined;
}

export function applyAccountMerge(destination: xdr.MuxedAccountWire, ctx: OpContext): OpOutcome {
  const destinationId = muxedToAccount(destination);
  if (isActiveSponsor(ctx, ctx.sourceId)) return fail(-7);
  const target = ctx.view.loadAccount(destinationId);
  if (!target) return fail(-2);
  const source = loadSource(ctx);
  if ((source.flags & ACCOUNT_FLAGS.authImmutable) !== 0) return fail(-3);
  if (source.numSubEntries !== source.signers.length) return fail(-4);
  if (source.seqNum >= startingSequence(ctx.ledgerSeq)) return fail(-5);
  if ((source.numSponsoring ?? 0) > 0) return fail(-7);
  if (INT64_MAX - target.balance - target.buyingLiabilities < source.balance) return fail(-6);
  const amount = source.balance;
  target.balance += amount;
  target.lastModifiedLedger = ctx.ledgerSeq;
  releaseSponsorships(ctx, source);
  ctx.view.removeAccount(ctx.sourceId);
  const details = { asset_type: "native", amount: formatAmount(amount) };
  emit(ctx, ctx.sourceId, "account_debited", details);
  emit(ctx, destinationId, "account_credited", details);
  emit(ctx, ctx.sourceId, "account_removed", {});
  emitSponsorship(ctx, ctx.sourceId, "account", { former: source.sponsor });
  for (const s of source.signers) {
    emitSponsorship(ctx, ctx.sourceId, "signer", { former: s.sponsor }, { signer: s.key });
  }
  return inner({ type: 8, accountMergeResult: { code: 0, sourceAccountBalance: amount } });
}

/** A merged account's sponsored signers and its own entry stop costing their sponsors anything. */
function releaseSponsorships(ctx: OpContext, source: Account): void {
  for (const signer of source.signers) releaseReserve(ctx, source, signer.sponsor, 1);
  releaseReserve(ctx, source, source.sponsor, 2);
}

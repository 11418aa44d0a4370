import type { xdr } from "@stellar/stellar-sdk";
import { INT64_MAX } from "../../constants";
import { muxedToAccount } from "../../tx/muxed";
import { formatAmount } from "../../util/amount";
import { emit, loadSource, type OpContext, startingSequence } from "../context";
import { ACCOUNT_FLAGS } from "../types";
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
  const target = ctx.view.loadAccount(destinationId);
  if (!target) return fail(-2);
  const source = loadSource(ctx);
  if ((source.flags & ACCOUNT_FLAGS.authImmutable) !== 0) return fail(-3);
  if (source.numSubEntries !== source.signers.length) return fail(-4);
  if (source.seqNum >= startingSequence(ctx.ledgerSeq)) return fail(-5);
  if (INT64_MAX - target.balance - target.buyingLiabilities < source.balance) return fail(-6);
  const amount = source.balance;
  target.balance += amount;
  target.lastModifiedLedger = ctx.ledgerSeq;
  ctx.view.removeAccount(ctx.sourceId);
  const details = { asset_type: "native", amount: formatAmount(amount) };
  emit(ctx, ctx.sourceId, "account_debited", details);
  emit(ctx, destinationId, "account_credited", details);
  emit(ctx, ctx.sourceId, "account_removed", {});
  return inner({ type: 8, accountMergeResult: { code: 0, sourceAccountBalance: amount } });
}

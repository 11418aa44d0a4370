import type { xdr } from "@stellar/stellar-sdk";
import { emit, loadSource, type OpContext } from "../context";
import { inner, type OpOutcome } from "./outcome";

const result = (code: 0 | -1): OpOutcome => inner({ type: 11, bumpSeqResult: { code } });

export function checkBumpSequence(op: xdr.BumpSequenceOpWire): OpOutcome | undefined {
  return op.bumpTo < 0n ? result(-1) : undefined;
}

export function applyBumpSequence(op: xdr.BumpSequenceOpWire, ctx: OpContext, closeTime: bigint): OpOutcome {
  const account = loadSource(ctx);
  if (op.bumpTo > account.seqNum) {
    account.seqNum = op.bumpTo;
    account.seqLedger = ctx.ledgerSeq;
    account.seqTime = closeTime;
    emit(ctx, ctx.sourceId, "sequence_bumped", { new_seq: op.bumpTo.toString() });
  }
  return result(0);
}

import type { OpContext } from "../engine/context";
import type { EffectDraft } from "../engine/effects";
import { LedgerView, type RootState } from "../engine/ledger-view";
import type { TradeDraft } from "../engine/offers/trade-draft";
import { applyOperation } from "../engine/operations";
import { isSuccess, NO_SOURCE_ACCOUNT, type OpOutcome } from "../engine/operations/outcome";
import { TxSponsorships, toBadSponsorship } from "../engine/sponsorship-tx";
import { type Account, cloneAccount } from "../engine/types";
import type { ParsedTx } from "./decode";
import { appliedResult, feeBumpOpCount } from "./fee-bump";
import { feeMetaXdr } from "./ledger-entries";
import { muxedToAccount } from "./muxed";
import { encodeTransactionResult } from "./result-xdr";

export interface ApplyEnv {
  ledgerSeq: number;
  closeTime: bigint;
  baseFee: number;
  baseReserve: bigint;
  /** The header's id pool before this transaction (offer ids); 0 when omitted. */
  idPool?: bigint;
}

/** The outcome of a transaction included in a ledger. */
export interface AppliedTx {
  parsed: ParsedTx;
  feeCharged: bigint;
  success: boolean;
  results: OpOutcome[];
  /** Effects per operation (empty for failed transactions). */
  effects: EffectDraft[][];
  opSources: string[];
  resultXdr: string;
  feeMetaXdr: string;
  /** Accounts whose entries changed. */
  touched: string[];
  /** Offers claimed per operation (empty for failed transactions). */
  trades: TradeDraft[][];
  /** The header's id pool after this transaction. */
  idPool: bigint;
}

/** Charges the fee, consumes the sequence number, then runs every operation in nested state. */
export function applyTransaction(tx: ParsedTx, root: RootState, env: ApplyEnv): AppliedTx {
  const feeView = new LedgerView(root);
  const payerId = tx.feeBump ? tx.feeBump.feeSourceId : tx.sourceId;
  const payer = feeView.loadAccount(payerId) as Account;
  const before = cloneAccount(payer);
  const maxFee = tx.feeBump ? tx.feeBump.fee : BigInt(tx.tx.fee);
  const opCount = tx.feeBump ? feeBumpOpCount(tx) : BigInt(tx.tx.operations.length);
  const wanted = minBig(maxFee, opCount * BigInt(env.baseFee));
  const feeCharged = minBig(wanted, payer.balance);
  payer.balance -= feeCharged;
  payer.lastModifiedLedger = env.ledgerSeq;
  const feeMeta = feeMetaXdr(before, payer, env.ledgerSeq);
  // The (inner) source consumes its sequence number; for a fee-bump it pays nothing.
  const source = feeView.loadAccount(tx.sourceId) as Account;
  source.seqNum = tx.tx.seqNum;
  source.seqLedger = env.ledgerSeq;
  source.seqTime = env.closeTime;
  if (source !== payer) source.lastModifiedLedger = env.ledgerSeq;

  const txView = feeView.child();
  const results: OpOutcome[] = [];
  const effects: EffectDraft[][] = [];
  const opSources: string[] = [];
  const trades: TradeDraft[][] = [];
  let idPool = env.idPool ?? 0n;
  const sandwiches = new TxSponsorships();
  for (const op of tx.tx.operations) {
    const sourceId = op.sourceAccount ? muxedToAccount(op.sourceAccount) : tx.sourceId;
    opSources.push(sourceId);
    if (!txView.getAccount(sourceId)) {
      results.push(NO_SOURCE_ACCOUNT);
      effects.push([]);
      trades.push([]);
      continue;
    }
    const opView = txView.child();
    const ctx: OpContext = {
      view: opView,
      sourceId,
      ledgerSeq: env.ledgerSeq,
      baseReserve: env.baseReserve,
      effects: [],
      idPool: { value: idPool },
      trades: [],
      sponsorships: sandwiches.forOperation(),
      opId: { txSourceId: tx.sourceId, seqNum: tx.tx.seqNum, opIndex: opSources.length - 1 },
    };
    const outcome = applyOperation(op.body, ctx, env.closeTime);
    results.push(outcome);
    if (isSuccess(outcome)) opView.commit();
    effects.push(isSuccess(outcome) ? ctx.effects : []);
    trades.push(isSuccess(outcome) ? (ctx.trades ?? []) : []);
    if (isSuccess(outcome)) idPool = ctx.idPool?.value ?? idPool;
    if (isSuccess(outcome) && ctx.sponsorships) sandwiches.keep(ctx.sponsorships);
  }
  const badSponsorship = results.every(isSuccess) && sandwiches.unclosed;
  const success = results.every(isSuccess) && !badSponsorship;
  if (success) txView.commit();
  const touched = [...feeView.touched().keys()];
  feeView.commit();
  const txResult = appliedResult(tx, feeCharged, success, results, env.baseFee);
  const encoded = encodeTransactionResult(badSponsorship ? toBadSponsorship(txResult) : txResult);
  return {
    parsed: tx,
    feeCharged,
    success,
    results,
    effects: success ? effects : effects.map(() => []),
    opSources,
    resultXdr: encoded.toString("base64"),
    feeMetaXdr: feeMeta,
    touched,
    trades: success ? trades : trades.map(() => []),
    idPool: success ? idPool : (env.idPool ?? 0n),
  };
}

function minBig(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

import { MAX_OPS_PER_TX } from "../constants";
import type { AccountSource } from "../engine/ledger-view";
import { checkOperation, thresholdLevel } from "../engine/operations";
import { BAD_AUTH, type OpOutcome, validPlaceholder } from "../engine/operations/outcome";
import { availableNative } from "../engine/reserves";
import type { Account } from "../engine/types";
import { accountSigners, thresholdFor } from "./account-signers";
import type { ParsedTx } from "./decode";
import { validateFeeBump } from "./fee-bump";
import { muxedToAccount } from "./muxed";
import { SignatureChecker } from "./signature-checker";
import { signerKeyToString } from "./signer-keys";
import type { TransactionResultWire } from "./wire";

export interface ValidationEnv {
  state: AccountSource;
  /** Sequence of the ledger being built. */
  ledgerSeq: number;
  closeTime: bigint;
  baseFee: number;
  baseReserve: bigint;
}

export type Validation = { ok: true } | { ok: false; result: TransactionResultWire };

export type VoidTxCode = Exclude<TransactionResultWire["result"]["code"], 0 | -1 | 1 | -13>;

export function reject(tx: ParsedTx, code: VoidTxCode, feeCharged = BigInt(tx.tx.fee)): Validation {
  return { ok: false, result: { feeCharged, result: { code }, ext: { v: 0 } } };
}

/** Submission-time checks in core's order (checkValid). Nothing is mutated. */
export function validateTransaction(tx: ParsedTx, env: ValidationEnv): Validation {
  if (tx.feeBump) return validateFeeBump(tx, tx.feeBump, env);
  return validateInner(tx, env, true);
}

/**
 * checkValid of a plain transaction; `chargeFee` false for the inner transaction of a fee-bump (its fee and
 * its source's balance are not checked: the fee source pays).
 */
export function validateInner(tx: ParsedTx, env: ValidationEnv, chargeFee: boolean): Validation {
  const ops = tx.tx.operations;
  const fee = chargeFee ? BigInt(tx.tx.fee) : 0n;
  if (ops.length === 0) return reject(tx, -4, fee);
  if (ops.length > MAX_OPS_PER_TX) return reject(tx, -16, fee);
  if (tx.tx.seqNum < 0n) return reject(tx, -5, fee);
  const early = timeCheck(tx, env);
  if (early) return reject(tx, early, fee);
  if (chargeFee && BigInt(tx.tx.fee) < BigInt(ops.length * env.baseFee)) return reject(tx, -9, fee);
  const source = env.state.getAccount(tx.sourceId);
  if (!source) return reject(tx, -8, fee);
  if (!sequenceOk(tx, source, env)) return reject(tx, -5, fee);
  if (!minSeqOk(tx, source, env)) return reject(tx, -15, fee);
  const checker = new SignatureChecker(tx.txHash, tx.signatures, tx.preverified?.tx);
  if (!checker.check(accountSigners(source), thresholdFor(source, "low"))) return reject(tx, -6, fee);
  for (const extra of tx.extraSigners) {
    if (!checker.check([{ key: signerKeyToString(extra), weight: 1 }], 1)) return reject(tx, -6, fee);
  }
  if (chargeFee && availableNative(source, env.baseReserve) < BigInt(tx.tx.fee)) return reject(tx, -7, fee);
  const opResults = ops.map((op) => checkOp(op, tx, env, checker));
  if (opResults.some((r) => r !== undefined)) {
    const filled = opResults.map((r, i) => r ?? validPlaceholder(ops[i]?.body.type ?? 1));
    return {
      ok: false,
      result: { feeCharged: fee, result: { code: -1, results: filled }, ext: { v: 0 } },
    };
  }
  if (!checker.allUsed()) return reject(tx, -10, fee);
  return { ok: true };
}

function timeCheck(tx: ParsedTx, env: ValidationEnv): -2 | -3 | undefined {
  const tb = tx.timeBounds;
  if (tb) {
    if (tb.minTime > env.closeTime) return -2;
    if (tb.maxTime !== 0n && tb.maxTime < env.closeTime) return -3;
  }
  const lb = tx.ledgerBounds;
  if (lb) {
    if (lb.minLedger > env.ledgerSeq) return -2;
    if (lb.maxLedger !== 0 && lb.maxLedger <= env.ledgerSeq) return -3;
  }
  return undefined;
}

function sequenceOk(tx: ParsedTx, source: Account, env: ValidationEnv): boolean {
  const seq = tx.tx.seqNum;
  if (seq === BigInt(env.ledgerSeq) << 32n) return false;
  if (tx.minSeqNum !== null) return source.seqNum >= tx.minSeqNum && source.seqNum < seq;
  return seq === source.seqNum + 1n;
}

function minSeqOk(tx: ParsedTx, source: Account, env: ValidationEnv): boolean {
  if (tx.minSeqAge > 0n && env.closeTime - source.seqTime < tx.minSeqAge) return false;
  if (tx.minSeqLedgerGap > 0 && env.ledgerSeq - source.seqLedger < tx.minSeqLedgerGap) return false;
  return true;
}

function checkOp(
  op: ParsedTx["tx"]["operations"][number],
  tx: ParsedTx,
  env: ValidationEnv,
  checker: SignatureChecker,
): OpOutcome | undefined {
  const sourceId = op.sourceAccount ? muxedToAccount(op.sourceAccount) : tx.sourceId;
  const account = env.state.getAccount(sourceId);
  const level = thresholdLevel(op.body);
  if (account) {
    if (!checker.check(accountSigners(account), thresholdFor(account, level))) return BAD_AUTH;
  } else if (!checker.check([{ key: sourceId, weight: 1 }], 0)) {
    return BAD_AUTH;
  }
  return checkOperation(op.body, sourceId);
}

import { PROTOCOL_VERSION } from "../constants";
import type { OpOutcome } from "../engine/operations/outcome";
import { availableNative } from "../engine/reserves";
import { accountSigners, thresholdFor } from "./account-signers";
import type { FeeBumpPart, ParsedTx } from "./decode";
import { SignatureChecker } from "./signature-checker";
import { reject, type Validation, type ValidationEnv, validateInner } from "./validate";
import type { TransactionResultWire } from "./wire";

/** Operations a fee-bump pays for: the inner ones plus one for the bump itself. */
export function feeBumpOpCount(tx: ParsedTx): bigint {
  return BigInt(tx.tx.operations.length + 1);
}

/**
 * checkValid of a fee-bump envelope, in core's order: the outer fee covers (inner ops + 1) × base fee and the
 * inner fee rate; the fee source exists, signs at its low threshold, can pay the whole outer fee, and no outer
 * signature is unused; then the inner transaction (without fee or balance checks) must be valid, else
 * `tx_fee_bump_inner_failed` carries its result.
 */
export function validateFeeBump(tx: ParsedTx, bump: FeeBumpPart, env: ValidationEnv): Validation {
  const fee = bump.fee;
  const baseFee = BigInt(env.baseFee);
  const innerOps = BigInt(tx.tx.operations.length);
  const outerMin = feeBumpOpCount(tx) * baseFee;
  const charged = checkedFee(tx, baseFee);
  if (fee < outerMin) return reject(tx, -9, charged);
  if (fee * (innerOps * baseFee) < BigInt(tx.tx.fee) * outerMin) return reject(tx, -9, charged);
  const feeSource = env.state.getAccount(bump.feeSourceId);
  if (!feeSource) return reject(tx, -8, charged);
  const checker = new SignatureChecker(tx.hash, bump.signatures, tx.preverified?.feeBump);
  if (!checker.check(accountSigners(feeSource), thresholdFor(feeSource, "low")))
    return reject(tx, -6, charged);
  if (availableNative(feeSource, env.baseReserve) < fee) return reject(tx, -7, charged);
  if (!checker.allUsed()) return reject(tx, -10, charged);
  const inner = validateInner(tx, env, false);
  if (inner.ok) return inner;
  return { ok: false, result: wrapInner(tx, charged, inner.result) };
}

/**
 * `feeCharged` of a fee-bump's submission-time result, as core reports it: (inner ops + 1) × the larger of the
 * base fee and the inner transaction's fee per operation (the outer bid itself does not matter).
 */
function checkedFee(tx: ParsedTx, baseFee: bigint): bigint {
  const innerOps = BigInt(Math.max(1, tx.tx.operations.length));
  const ops = feeBumpOpCount(tx);
  const byRate = (BigInt(tx.tx.fee) * ops) / innerOps;
  const byBase = ops * baseFee;
  return byRate > byBase ? byRate : byBase;
}

/** The fee-bump result around an inner result (`tx_fee_bump_inner_success` / `_failed`). */
export function wrapInner(
  tx: ParsedTx,
  feeCharged: bigint,
  inner: TransactionResultWire,
): TransactionResultWire {
  const success = inner.result.code === 0;
  return {
    feeCharged,
    result: {
      code: success ? 1 : -13,
      innerResultPair: {
        transactionHash: tx.txHash,
        result: { feeCharged: 0n, result: inner.result, ext: { v: 0 } },
      },
    },
    ext: { v: 0 },
  } as TransactionResultWire;
}

/** The result of an applied transaction: a plain one, or wrapped in a fee-bump result. */
export function appliedResult(
  tx: ParsedTx,
  feeCharged: bigint,
  success: boolean,
  results: OpOutcome[],
  baseFee = 100,
): TransactionResultWire {
  const plain: TransactionResultWire = {
    feeCharged,
    result: { code: success ? 0 : -1, results },
    ext: { v: 0 },
  };
  if (!tx.feeBump) return plain;
  const wrapped = wrapInner(tx, feeCharged, plain);
  const pair = (wrapped.result as { innerResultPair: { result: { feeCharged: bigint } } }).innerResultPair;
  pair.result.feeCharged = innerFeeCharged(tx, BigInt(baseFee));
  return wrapped;
}

/**
 * `feeCharged` of an applied inner transaction: before protocol 25 core reports what the inner transaction
 * would have paid on its own (`min(inner fee, ops × base fee)`), from protocol 25 on always 0.
 */
function innerFeeCharged(tx: ParsedTx, baseFee: bigint): bigint {
  if (PROTOCOL_VERSION >= 25) return 0n;
  const wanted = BigInt(tx.tx.operations.length) * baseFee;
  const bid = BigInt(tx.tx.fee);
  return bid < wanted ? bid : wanted;
}

/** `tx_bad_seq` for `tx` (wrapped as `tx_fee_bump_inner_failed` for a fee-bump). */
export function badSeqResult(tx: ParsedTx): TransactionResultWire {
  const plain = reject(tx, -5, tx.feeBump ? 0n : BigInt(tx.tx.fee));
  if (plain.ok) throw new Error("unreachable");
  return tx.feeBump ? wrapInner(tx, tx.feeBump.fee, plain.result) : plain.result;
}

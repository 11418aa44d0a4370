import type { OpOutcome } from "../engine/operations/outcome";
import { opCodeName, txCodeName } from "./result-codes";
import { encodeTransactionResult } from "./result-xdr";
import type { TransactionResultWire } from "./wire";

export function encodeResult(result: TransactionResultWire): string {
  return encodeTransactionResult(result).toString("base64");
}

export type ResultCodes = {
  transaction: string;
  /** The inner transaction's code, for a fee-bump (a plain string, as Horizon renders it). */
  inner_transaction?: string;
  operations?: string[];
};

function plainCodes(r: { code: number; results?: OpOutcome[] }): {
  transaction: string;
  operations?: string[];
} {
  const codes: { transaction: string; operations?: string[] } = { transaction: txCodeName(r.code) };
  if ((r.code === 0 || r.code === -1) && r.results) codes.operations = r.results.map((o) => opCodeName(o));
  return codes;
}

/**
 * `extras.result_codes` as Horizon reports it; for a fee-bump, `inner_transaction` is the inner transaction's
 * code and `operations` the inner operations' codes.
 */
export function resultCodes(result: TransactionResultWire): ResultCodes {
  const r = result.result;
  if (r.code === 1 || r.code === -13) {
    const inner = plainCodes(r.innerResultPair.result.result as { code: number; results?: OpOutcome[] });
    const codes: ResultCodes = { transaction: txCodeName(r.code), inner_transaction: inner.transaction };
    if (inner.operations) codes.operations = inner.operations;
    return codes;
  }
  return plainCodes(r as { code: number; results?: OpOutcome[] });
}

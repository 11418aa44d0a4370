import { xdr } from "@stellar/stellar-sdk";
import type { OpOutcome } from "../engine/operations/outcome";
import { opCodeName, txCodeName } from "./result-codes";
import type { TransactionResultWire } from "./wire";

export function encodeResult(result: TransactionResultWire): string {
  return Buffer.from(xdr.TransactionResult.schema.encode(result)).toString("base64");
}

/** `extras.result_codes` as Horizon reports it. */
export function resultCodes(result: TransactionResultWire): { transaction: string; operations?: string[] } {
  const r = result.result;
  const codes: { transaction: string; operations?: string[] } = { transaction: txCodeName(r.code) };
  if (r.code === 0 || r.code === -1) codes.operations = r.results.map((o: OpOutcome) => opCodeName(o));
  return codes;
}

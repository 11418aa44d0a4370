import { xdr } from "@stellar/stellar-sdk";
import type { OperationResultWire, TransactionResultWire } from "./wire";

/**
 * The code of an operation result whose every arm below the code is empty (e.g. a payment's success, any
 * failure but a path payment's `NO_ISSUER`), else `undefined`.
 */
function codeOnly(op: OperationResultWire): [number] | [0, number, number] | undefined {
  if (op.code !== 0) return [op.code];
  const tr = op.tr as unknown as Record<string, unknown>;
  let inner: Record<string, unknown> | undefined;
  for (const key in tr) {
    if (key === "type") continue;
    if (inner !== undefined) return undefined;
    inner = tr[key] as Record<string, unknown>;
  }
  if (!inner) return undefined;
  let code: number | undefined;
  for (const key in inner) {
    if (key !== "code") return undefined;
    code = inner[key] as number;
  }
  return code === undefined ? undefined : [0, Number(tr.type), code];
}

/**
 * `TransactionResult` XDR. The common shape — a plain transaction whose operation results carry nothing but
 * their codes — is written directly (the generic codec costs several times as much); anything else (fee-bump
 * pairs, offers, path payments, claimable balance ids…) goes through the generic codec. Both give the same bytes.
 */
export function encodeTransactionResult(result: TransactionResultWire): Buffer {
  const body = result.result as { code: number; results?: OperationResultWire[] };
  if ((body.code === 0 || body.code === -1) && body.results && result.ext.v === 0) {
    const ops = body.results.map(codeOnly);
    if (ops.every((op) => op !== undefined)) {
      const words = ops.reduce((n, op) => n + op.length, 0);
      const out = Buffer.allocUnsafe(8 + 4 + 4 + 4 * words + 4);
      out.writeBigInt64BE(result.feeCharged, 0);
      out.writeInt32BE(body.code, 8);
      out.writeUInt32BE(ops.length, 12);
      let at = 16;
      for (const op of ops) {
        for (const word of op) {
          out.writeInt32BE(word, at);
          at += 4;
        }
      }
      out.writeInt32BE(0, at);
      return out;
    }
  }
  return Buffer.from(xdr.TransactionResult.schema.encode(result));
}

import { xdr } from "@stellar/stellar-sdk";

/** A `TransactionResult` reduced to its discriminants, e.g. `txFailed` / `paymentUnderfunded`. */
export interface DecodedResult {
  feeCharged: bigint;
  /** XDR variant name of the transaction result (`txSuccess`, `txFailed`, `txBadSeq`, …). */
  code: string;
  /** Per operation: the inner result variant (`createAccountSuccess`) or the generic one (`opBadAuth`). */
  operations: string[];
  raw: xdr.TransactionResult;
}

function innerCode(result: xdr.OperationResult): string {
  if (result.type !== "opInner") return result.type;
  const inner = Object.values(result.tr).find(
    (value): value is { type: string } =>
      typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string",
  );
  if (!inner) throw new Error(`operation result without inner code: ${JSON.stringify(result.toJson())}`);
  return inner.type;
}

export function decodeResult(resultXdr: string): DecodedResult {
  const raw = xdr.TransactionResult.fromXdr(resultXdr, "base64");
  const result = raw.result;
  const operations =
    result.type === "txSuccess" || result.type === "txFailed" ? result.results.map(innerCode) : [];
  return { feeCharged: raw.feeCharged, code: result.type, operations, raw };
}

/** `"12.3456789"` → 123456789n; Horizon amounts always carry 7 decimals. */
export function stroops(amount: string): bigint {
  const match = /^(-?)(\d+)\.(\d{7})$/.exec(amount);
  if (!match) throw new Error(`not a 7-decimal amount: ${amount}`);
  const value = BigInt(match[2] ?? "0") * 10_000_000n + BigInt(match[3] ?? "0");
  return match[1] === "-" ? -value : value;
}

/** 123456789n → `"12.3456789"`. */
export function amount(value: bigint): string {
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 10_000_000n}.${(abs % 10_000_000n).toString().padStart(7, "0")}`;
}

export const XLM = 10_000_000n;
export const BASE_FEE = 100n;
export const BASE_RESERVE = 5_000_000n;

import {
  ledgerErrorMessage,
  REQUEST_TIMEOUT_MESSAGE,
  type TLedgerAction,
  type TResultCodes,
} from "@sextant/core";
import { isRecord } from "../../lib/local-storage";
import { ensureLedgerConfig } from "./horizon-config";

/** What Horizon answers for a transaction that made it into a ledger. */
export interface TSubmitResult {
  hash: string;
  ledger: number;
  successful: boolean;
  /** The transaction result (base64 XDR): what each operation did, e.g. the id of an offer it created. */
  resultXdr: string;
}

/** A failed submission; `message` is what a person reads, `resultCodes` what Horizon said. */
export class LedgerSubmitError extends Error {
  readonly status: number;
  readonly resultCodes: TResultCodes | undefined;

  constructor(message: string, status: number, resultCodes?: TResultCodes) {
    super(message);
    this.name = "LedgerSubmitError";
    this.status = status;
    this.resultCodes = resultCodes;
  }
}

function resultCodesOf(body: unknown): TResultCodes | undefined {
  if (!isRecord(body) || !isRecord(body.extras) || !isRecord(body.extras.result_codes)) return undefined;
  const codes = body.extras.result_codes;
  return {
    transaction: typeof codes.transaction === "string" ? codes.transaction : undefined,
    operations: Array.isArray(codes.operations)
      ? codes.operations.filter((code): code is string => typeof code === "string")
      : undefined,
  };
}

/** The error for a non-2xx answer of POST /transactions: 504 is a time-out, else the result-code catalogue. */
export function submissionError(status: number, body: unknown, action: TLedgerAction): LedgerSubmitError {
  if (status === 504) return new LedgerSubmitError(REQUEST_TIMEOUT_MESSAGE, status);
  const codes = resultCodesOf(body);
  return new LedgerSubmitError(ledgerErrorMessage(codes, action), status, codes);
}

/**
 * Submits a signed envelope to Horizon and waits for its ledger. Resolves with the transaction; rejects with a
 * `LedgerSubmitError` whose message comes from the spec's catalogue for `action`.
 */
export async function submitSignedXdr(
  signedXdr: string,
  action: TLedgerAction = "send",
): Promise<TSubmitResult> {
  const { horizonUrl } = await ensureLedgerConfig();
  let response: Response;
  try {
    response = await fetch(`${horizonUrl}/transactions`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ tx: signedXdr }).toString(),
    });
  } catch {
    throw new LedgerSubmitError(ledgerErrorMessage(undefined, action), 0);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (!response.ok) throw submissionError(response.status, body, action);
  const record = isRecord(body) ? body : {};
  return {
    hash: typeof record.hash === "string" ? record.hash : "",
    ledger: typeof record.ledger === "number" ? record.ledger : 0,
    successful: record.successful !== false,
    resultXdr: typeof record.result_xdr === "string" ? record.result_xdr : "",
  };
}

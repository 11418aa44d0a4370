import { TRADE_MESSAGES } from "@sextant/core";
import { isApiError } from "../../../lib/api-client";
import { LedgerSubmitError } from "../../ledger";

/**
 * What a person reads when a trade call fails (spec doc 2 §8 'Trades and ads'): the server's message, the
 * ledger's mapped result code, a time-out or a network failure in the spec's words, else `fallback`.
 */
export function tradeErrorMessage(error: unknown, fallback: string = TRADE_MESSAGES.requestFailed): string {
  if (isApiError(error)) {
    if (error.kind === "timeout") return TRADE_MESSAGES.timeout;
    if (error.kind === "api") return error.message || TRADE_MESSAGES.genericError;
    return TRADE_MESSAGES.networkError;
  }
  if (error instanceof LedgerSubmitError) return error.message;
  if (error instanceof Error && error.message === TRADE_MESSAGES.confirmationFailed) return error.message;
  return fallback;
}

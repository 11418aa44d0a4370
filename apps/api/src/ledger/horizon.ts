import { Horizon } from "@stellar/stellar-sdk";

/** The API's one Horizon client. */
export function createHorizon(horizonUrl: string): Horizon.Server {
  return new Horizon.Server(horizonUrl, { allowHttp: horizonUrl.startsWith("http://") });
}

/** True when the error is Horizon's 404 (e.g. an account that is not funded yet). */
export function isNotFound(error: unknown): boolean {
  const response = (error as { response?: { status?: number } } | null)?.response;
  return response?.status === 404 || (error as { name?: string } | null)?.name === "NotFoundError";
}

/** True when Horizon could not be reached at all (no HTTP answer): the ledger is down, not the request wrong. */
export function isLedgerUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { response?: unknown }).response) return false;
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return error.message === "fetch failed" || code === "ECONNREFUSED" || code === "ECONNRESET";
}

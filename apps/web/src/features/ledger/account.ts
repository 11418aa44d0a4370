import { parseAccount, type TAccountSnapshot, type THorizonAccountRecord } from "./balances";
import { ensureLedgerConfig } from "./horizon-config";

export const BALANCES_ERROR = "Error while getting balances.";

/** GET /accounts/:id through fetch; a 404 means the account is not funded yet and gives `null`. */
export async function fetchAccountRecord(
  publicKey: string,
  signal?: AbortSignal,
): Promise<THorizonAccountRecord | null> {
  let response: Response;
  try {
    response = await fetch(`${(await ensureLedgerConfig()).horizonUrl}/accounts/${publicKey}`, {
      headers: { Accept: "application/json" },
      signal,
    });
  } catch {
    throw new Error(BALANCES_ERROR);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(BALANCES_ERROR);
  return (await response.json()) as THorizonAccountRecord;
}

export async function loadAccountSnapshot(
  publicKey: string,
  signal?: AbortSignal,
): Promise<TAccountSnapshot | null> {
  const record = await fetchAccountRecord(publicKey, signal);
  return record ? parseAccount(record) : null;
}

/** The destination check of a send: does it exist, and does it ask for a memo (SEP-29)? */
export async function loadDestination(
  publicKey: string,
): Promise<{ exists: boolean; memoRequired: boolean }> {
  const record = await fetchAccountRecord(publicKey);
  if (!record) return { exists: false, memoRequired: false };
  const data = record.data_attr ?? record.data ?? {};
  return { exists: true, memoRequired: data["config.memo_required"] === "MQ==" };
}

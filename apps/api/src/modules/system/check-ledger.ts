export interface LedgerStatus {
  reachable: boolean;
  latestLedger?: number;
  error?: string;
}

/** Asks Horizon's root resource whether the ledger answers, and which ledger it has closed last. */
export async function checkLedger(horizonUrl: string, timeoutMs = 2000): Promise<LedgerStatus> {
  try {
    const response = await fetch(`${horizonUrl}/`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { reachable: false, error: `Horizon answered HTTP ${response.status}` };
    const root = (await response.json()) as { history_latest_ledger?: number; core_latest_ledger?: number };
    const latest = root.history_latest_ledger ?? root.core_latest_ledger;
    return typeof latest === "number" ? { reachable: true, latestLedger: latest } : { reachable: true };
  } catch (error) {
    const reason =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : "";
    return {
      reachable: false,
      error: `Horizon at ${horizonUrl} is unreachable${reason ? `: ${reason}` : ""}`,
    };
  }
}

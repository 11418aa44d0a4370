import { getConfig } from "../startup";

/** Where the ledger is: the Horizon URL and passphrase from the startup configuration. */
export interface TLedgerConfig {
  horizonUrl: string;
  networkPassphrase: string;
}

let current: TLedgerConfig | null = null;

/** Set from the startup configuration (`useLedgerConfig` does it for every screen that uses the ledger). */
export function configureLedger(config: TLedgerConfig): void {
  current = {
    horizonUrl: config.horizonUrl.replace(/\/+$/, ""),
    networkPassphrase: config.networkPassphrase,
  };
}

export function ledgerConfig(): TLedgerConfig {
  if (!current) throw new Error("The ledger is not configured yet.");
  return current;
}

/**
 * The configuration, loading GET /api/config when no screen has set it yet: lets the async helpers
 * (`submitSignedXdr`, account loading) run from anywhere in the app.
 */
export async function ensureLedgerConfig(): Promise<TLedgerConfig> {
  if (current) return current;
  const result = await getConfig();
  if (result.status !== "SUCCESS") throw new Error("The network configuration is not available.");
  configureLedger(result.config);
  return ledgerConfig();
}

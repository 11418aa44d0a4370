import { useConfig } from "../startup";
import { configureLedger, type TLedgerConfig } from "./horizon-config";

/** The ledger's configuration once the startup load has it; it also configures `getHorizon()`. */
export function useLedgerConfig(): (TLedgerConfig & { friendbotAvailable: boolean; network: string }) | null {
  const config = useConfig();
  if (!config) return null;
  configureLedger(config);
  return {
    horizonUrl: config.horizonUrl.replace(/\/+$/, ""),
    networkPassphrase: config.networkPassphrase,
    friendbotAvailable: config.friendbotAvailable,
    network: config.network,
  };
}

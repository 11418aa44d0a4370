import { Horizon } from "@stellar/stellar-sdk";
import { ledgerConfig } from "./horizon-config";

export { configureLedger, ensureLedgerConfig, ledgerConfig, type TLedgerConfig } from "./horizon-config";

const servers = new Map<string, Horizon.Server>();

/**
 * The one SDK Horizon client per URL; `http:` URLs (standalone network) are allowed. Screens that only read
 * (the exchange) use the SDK-free `horizon-fetch.ts` instead.
 */
export function getHorizon(horizonUrl?: string): Horizon.Server {
  const url = (horizonUrl ?? ledgerConfig().horizonUrl).replace(/\/+$/, "");
  let server = servers.get(url);
  if (!server) {
    server = new Horizon.Server(url, { allowHttp: url.startsWith("http:") });
    servers.set(url, server);
  }
  return server;
}

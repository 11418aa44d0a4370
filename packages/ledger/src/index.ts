import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { STANDALONE_PASSPHRASE } from "./constants";
import { createHorizonServer } from "./horizon/server";
import { LedgerNode } from "./node/ledger-node";

export { STANDALONE_PASSPHRASE } from "./constants";

export interface LedgerOptions {
  dataDir: string;
  /** 0 = any free port; default 8000. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /** Default 1000; 0 closes a ledger per submission. */
  closeMs?: number;
  devClock?: boolean;
  logger?: boolean;
}

export interface RunningLedger {
  url: string;
  port: number;
  networkPassphrase: string;
  close(): Promise<void>;
}

/** Starts the standalone ledger: replays persisted state, then serves Horizon's API. */
export async function startLedger(options: LedgerOptions): Promise<RunningLedger> {
  mkdirSync(options.dataDir, { recursive: true });
  const node = new LedgerNode({
    dataDir: options.dataDir,
    passphrase: STANDALONE_PASSPHRASE,
    closeMs: options.closeMs ?? 1000,
    devClock: options.devClock ?? false,
  });
  node.open();
  const server = createHorizonServer({
    node,
    passphrase: STANDALONE_PASSPHRASE,
    devClock: options.devClock ?? false,
  });
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8000, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (options.logger) console.log(`ledger listening on http://${host}:${port}`);
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    networkPassphrase: STANDALONE_PASSPHRASE,
    close() {
      closing ??= new Promise<void>((resolve) => {
        node.shutdown();
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 50).unref();
      });
      return closing;
    },
  };
}

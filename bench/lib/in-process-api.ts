// The API on in-memory PGlite against a real standalone ledger, both in this process, listening on loopback: what
// the API benchmarks measure against, with the two ledger helpers they use to build their market.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLedger } from "@sextant/ledger";
import { Horizon, type Keypair, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../apps/api/src/build-app";
import { loadSettings } from "../../apps/api/src/settings";

export interface InProcessApi {
  app: FastifyInstance;
  horizon: Horizon.Server;
  /** The API's base address, e.g. http://127.0.0.1:40123. */
  base: string;
  /** Builds, signs and submits one transaction of `operations` from `source`. */
  submit(source: Keypair, operations: xdr.Operation[]): Promise<void>;
  /** Funds an account through the standalone ledger's friendbot. */
  fund(keypair: Keypair): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the ledger (a ledger per submission) and the API. Every request of a benchmark comes from one address, so
 * the per-client rate limit is off: the figures measure the route.
 */
export async function startInProcessApi(name: string): Promise<InProcessApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `sextant-bench-${name}-`));
  const ledger = await startLedger({ dataDir, port: 0, closeMs: 0, devClock: false });
  const horizon = new Horizon.Server(ledger.url, { allowHttp: true });
  const settings = loadSettings({
    LOG_LEVEL: "silent",
    DATABASE_URL: "",
    HORIZON_URL: ledger.url,
    RATE_LIMIT_PER_MINUTE: "0",
  });
  const app = await buildApp({ ...settings, databaseUrl: "memory://", demoWorld: false });
  await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    app,
    horizon,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async submit(source, operations) {
      const account = await horizon.loadAccount(source.publicKey());
      const builder = new TransactionBuilder(account, {
        fee: "100",
        networkPassphrase: ledger.networkPassphrase,
      });
      for (const operation of operations) builder.addOperation(operation);
      const tx = builder.setTimeout(60).build();
      tx.sign(source);
      await horizon.submitTransaction(tx);
    },
    async fund(keypair) {
      const response = await fetch(`${ledger.url}/friendbot?addr=${keypair.publicKey()}`);
      if (!response.ok) throw new Error(`friendbot answered ${response.status}`);
    },
    async close() {
      await app.close();
      await ledger.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

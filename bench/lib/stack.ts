import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  apiServer,
  buildWeb,
  freePort,
  ledgerCli,
  type NamedChild,
  startTs,
  stopAll,
  waitForHttp,
  webBuildIsStale,
} from "../../scripts/lib/processes.mjs";

export interface RunningStack {
  baseUrl: string;
  horizonUrl: string;
  stop(): Promise<void>;
}

/** The whole product (ledger + API serving the built app) on free ports with a temporary DATA_DIR. */
export async function startStack(options: { ledgerCloseMs?: number } = {}): Promise<RunningStack> {
  if (webBuildIsStale()) await buildWeb({ quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-bench-"));
  const [ledgerPort, port] = [await freePort(), await freePort()];
  const horizonUrl = `http://127.0.0.1:${ledgerPort}`;
  const children: NamedChild[] = [];
  const ledger = startTs(ledgerCli, {
    name: "ledger",
    quiet: true,
    env: {
      LEDGER_PORT: String(ledgerPort),
      DATA_DIR: dataDir,
      LEDGER_CLOSE_MS: String(options.ledgerCloseMs ?? 1000),
    },
  });
  children.push(ledger);
  await waitForHttp(`${horizonUrl}/`, ledger);
  const api = startTs(apiServer, {
    name: "api",
    quiet: true,
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      HORIZON_URL: horizonUrl,
      LOG_LEVEL: "warn",
    },
  });
  children.push(api);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, api);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    horizonUrl,
    async stop() {
      await stopAll(children);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

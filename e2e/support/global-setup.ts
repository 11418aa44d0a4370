import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import {
  apiServer,
  freePort,
  ledgerCli,
  type NamedChild,
  startTs,
  stopAll,
  waitForHttp,
} from "../../scripts/lib/processes.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    horizonUrl: string;
  }
}

/** Starts the standalone ledger and the API serving the built app, on free ports with a temporary DATA_DIR. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-e2e-"));
  const children: NamedChild[] = [];
  const ledgerPort: number = await freePort();
  const port: number = await freePort();
  const horizonUrl = `http://127.0.0.1:${ledgerPort}`;
  try {
    if (existsSync(ledgerCli)) {
      const ledger: NamedChild = startTs(ledgerCli, {
        name: "ledger",
        quiet: true,
        env: { LEDGER_PORT: String(ledgerPort), DATA_DIR: dataDir, LEDGER_CLOSE_MS: "1000" },
      });
      children.push(ledger);
      await waitForHttp(`${horizonUrl}/`, ledger);
    }
    const api: NamedChild = startTs(apiServer, {
      name: "api",
      quiet: true,
      env: {
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        HORIZON_URL: horizonUrl,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
      },
    });
    children.push(api);
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, api);
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  project.provide("horizonUrl", horizonUrl);

  return async () => {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

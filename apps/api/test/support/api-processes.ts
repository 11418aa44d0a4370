import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@stellar/stellar-sdk";
import pg from "pg";
import { openDatabase } from "../../src/db/database";
import { startTestLedger, type TestLedger } from "./test-ledger";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const SERVER = path.join(ROOT, "apps/api/src/server.ts");

export interface ApiProcess {
  index: number;
  port: number;
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  child: ChildProcess;
  /** The last 20,000 characters the process wrote (stdout and stderr), for failure messages. */
  output(): string;
  /** True once the process has exited. */
  exited(): boolean;
}

export interface ApiProcesses {
  processes: ApiProcess[];
  /** The PostgreSQL database every process uses (created for this group, dropped by `stop`). */
  databaseUrl: string;
  ledger: TestLedger;
  /** The secrets every process shares, so a token one issues is valid on the others. */
  env: Record<string, string>;
  /** Kills one process with SIGKILL (no graceful shutdown) and waits until it is gone. */
  kill(index: number): Promise<void>;
  /** Stops every process (SIGTERM, then SIGKILL), the ledger, and drops the database; safe to call twice. */
  stop(): Promise<void>;
}

export interface ApiProcessesOptions {
  count?: number;
  /** Extra environment for every process, e.g. `{ TEST_JOBS: "on" }`. */
  env?: Record<string, string>;
  /** Milliseconds each process may take to answer its health route (default 120 s: a busy machine). */
  readyTimeoutMs?: number;
}

const living = new Set<ChildProcess>();
// If the test runner itself ends abruptly, take the API processes with it.
process.once("exit", () => {
  for (const child of living) child.kill("SIGKILL");
});

/**
 * Starts `count` real API processes (the product's `server.ts` under tsx) on one fresh PostgreSQL database
 * (TEST_DATABASE_URL's server) and one in-process standalone ledger, each on its own port, and waits until each
 * answers `GET /api/health`. On any failure while starting, everything started so far is stopped again.
 */
export async function startApiProcesses(options: ApiProcessesOptions = {}): Promise<ApiProcesses> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: API processes need PostgreSQL");
  const name = `sextant_procs_${randomBytes(6).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const processes: ApiProcess[] = [];
  const dirs: string[] = [];
  let ledger: TestLedger | undefined;
  let databaseCreated = false;
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(processes.map((p) => stopChild(p.child)));
    await ledger?.stop();
    if (databaseCreated) await admin(adminUrl, `drop database if exists ${name} with (force)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };

  try {
    await admin(adminUrl, `create database ${name}`);
    databaseCreated = true;
    // Migrate once here, so the processes do not race to apply the same migrations.
    const migrated = await openDatabase({ url: databaseUrl, dataDir: "" });
    await migrated.close();
    ledger = await startTestLedger();
    const env = {
      SEP10_SIGNING_SECRET: Keypair.random().secret(),
      JWT_SECRET: randomBytes(32).toString("hex"),
      OPERATOR_SEED: randomBytes(32).toString("hex"),
    };
    const start = async (index: number) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-api-proc-"));
      dirs.push(dataDir);
      const port = await freePort();
      const child = spawnApi({
        ...env,
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        HORIZON_URL: ledger?.ledger.url ?? "",
        DATA_DIR: dataDir,
        NODE_ENV: "test",
        DEMO_WORLD: "off",
        LOG_LEVEL: "warn",
        RATE_LIMIT_PER_MINUTE: "0",
        RATE_LIMIT_STRICT_PER_MINUTE: "0",
        ...options.env,
      });
      const p = describe(index, port, child);
      processes.push(p);
      await waitUntilHealthy(p, options.readyTimeoutMs ?? 120_000);
    };
    const count = options.count ?? 2;
    // The first process seeds the catalogue and markets; the others then find them seeded.
    await start(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => start(i + 1)));
    return {
      processes,
      databaseUrl,
      ledger,
      env,
      stop,
      async kill(index) {
        const child = processes[index]?.child;
        if (!child) throw new Error(`No API process ${index}`);
        if (child.exitCode !== null || child.signalCode !== null) return;
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        await gone;
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function spawnApi(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  living.add(child);
  child.once("exit", () => living.delete(child));
  return child;
}

function describe(index: number, port: number, child: ChildProcess): ApiProcess {
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    child,
    output: () => output,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  };
}

async function waitUntilHealthy(p: ApiProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (p.exited()) throw new Error(`API process ${p.index} exited before it was ready:\n${p.output()}`);
    try {
      const response = await fetch(`${p.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API process ${p.index} did not answer /api/health within ${timeoutMs} ms:\n${p.output()}`);
}

function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

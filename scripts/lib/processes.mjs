// Starting the parts of Sextant as child processes and waiting for them; shared by `npm start` and the e2e setup.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const ledgerCli = path.join(root, "packages/ledger/src/cli.ts");
export const apiServer = path.join(root, "apps/api/src/server.ts");
const hardhatCli = path.join(root, "node_modules/hardhat/dist/src/cli.js");
const webDir = path.join(root, "apps/web");

/** Runs a TypeScript entry point with tsx under the current Node. */
export function startTs(entry, { env = {}, name, quiet = false } = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
  });
  child.name = name ?? path.basename(entry);
  if (quiet) {
    child.output = "";
    const keep = (chunk) => {
      child.output = (child.output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
  }
  return child;
}

/**
 * The standalone network's local EVM chain (docs/anchor.md): `hardhat node` (Hardhat 3's EDR) on loopback, run from
 * `DATA_DIR/chain`, mining a block for each transaction and one every `blockMs` besides, so deposits gather their
 * confirmations. Hardhat keeps no chain state across restarts; the API notices a new chain and redeploys.
 * Answers the child process and its RPC URL once it answers.
 */
export async function startLocalChain({ port, dataDir, blockMs = 1000, quiet = false }) {
  const cwd = path.join(dataDir, "chain");
  mkdirSync(cwd, { recursive: true, mode: 0o700 });
  const child = spawn(
    process.execPath,
    [
      hardhatCli,
      "--config",
      path.join(root, "chain/hardhat.config.mjs"),
      "node",
      "--hostname",
      "127.0.0.1",
      "--port",
      String(port),
    ],
    { cwd, env: process.env, stdio: ["ignore", quiet ? "pipe" : "ignore", "pipe"] },
  );
  child.name = "chain";
  child.output = "";
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, child, 60_000);
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "evm_setIntervalMining", params: [blockMs] }),
  });
  if (!response.ok) throw new Error(`the local chain refused interval mining (${response.status})`);
  return { child, url };
}

/** Polls `url` until it answers (any HTTP status), the child exits, or `timeoutMs` passes. */
export async function waitForHttp(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(
        `${child.name} exited with code ${child.exitCode} before answering on ${url}\n${child.output ?? ""}`,
      );
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Nothing answered on ${url} within ${timeoutMs / 1000} s\n${child?.output ?? ""}`);
}

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Stops children gracefully (SIGTERM), then forcibly after `graceMs`. */
export async function stopAll(children, graceMs = 5000) {
  await Promise.all(
    children
      .filter((child) => child && child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
            child.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
  );
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** True when apps/web/dist is missing or older than the web sources or the shared core package. */
export function webBuildIsStale() {
  const built = path.join(webDir, "dist/index.html");
  if (!existsSync(built)) return true;
  const sources = Math.max(
    newestMtime(path.join(webDir, "src")),
    newestMtime(path.join(root, "packages/core/src")),
    statSync(path.join(webDir, "index.html")).mtimeMs,
  );
  return sources > statSync(built).mtimeMs;
}

/** Builds the web app with Vite (awaits the build; rejects when it fails). */
export function buildWeb({ quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const vite = path.join(root, "node_modules/vite/bin/vite.js");
    const child = spawn(process.execPath, [vite, "build", "--logLevel", quiet ? "error" : "warn"], {
      cwd: webDir,
      stdio: "inherit",
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`)),
    );
  });
}

/**
 * The whole product on free ports with a temporary DATA_DIR: the standalone ledger and the API serving the built
 * web app (build it first). Used by the browser journeys and the benchmarks. `apiEnv` adds API settings.
 * `stop()` ends both and removes the data.
 */
export async function startStack({ ledgerCloseMs = 1000, prefix = "sextant-stack-", apiEnv = {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const children = [];
  const ledgerPort = await freePort();
  const port = await freePort();
  const horizonUrl = `http://127.0.0.1:${ledgerPort}`;
  let chainUrl = "";
  // The secret of the ledger's development clock, known to this stack's API only.
  const devClockToken = randomBytes(32).toString("base64url");
  const stop = async () => {
    await stopAll(children);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const ledger = startTs(ledgerCli, {
      name: "ledger",
      quiet: true,
      // The development clock lets the API's demo world write its back-dated market history.
      env: {
        LEDGER_PORT: String(ledgerPort),
        DATA_DIR: dataDir,
        LEDGER_CLOSE_MS: String(ledgerCloseMs),
        LEDGER_DEV_CLOCK: "1",
        LEDGER_DEV_CLOCK_TOKEN: devClockToken,
        // The journeys and benchmarks fund far more accounts and open far more streams from 127.0.0.1 than one
        // user does.
        LEDGER_FRIENDBOT_BURST: "100000",
        LEDGER_FRIENDBOT_PER_MINUTE: "100000",
        LEDGER_STREAMS_PER_CLIENT: "10000",
        LEDGER_STREAMS_TOTAL: "10000",
      },
    });
    children.push(ledger);
    await waitForHttp(`${horizonUrl}/`, ledger);
    const chain = await startLocalChain({ port: await freePort(), dataDir, quiet: true });
    children.push(chain.child);
    chainUrl = chain.url;
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
        DATABASE_URL: "",
        LEDGER_DEV_CLOCK_TOKEN: devClockToken,
        ANCHOR_CHAIN_RPC_URL: chainUrl,
        ...apiEnv,
      },
    });
    children.push(api);
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, api);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, horizonUrl, chainUrl, stop };
}

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@stellar/stellar-sdk";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const SERVER = path.join(ROOT, "apps/api/src/server.ts");
const LEDGER = path.join(ROOT, "packages/ledger/src/cli.ts");
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs an entry point as the product does (tsx under this Node), with the usual umask of a shell (022). */
function start(entry: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: "", TEST_DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

async function waitFor(url: string, started: { child: ChildProcess; output: () => string }): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited early:\n${started.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer:\n${started.output()}`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Every file and directory under `dir` with its permission bits. */
async function modesUnder(dir: string): Promise<Array<{ path: string; mode: number; directory: boolean }>> {
  const found: Array<{ path: string; mode: number; directory: boolean }> = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const info = await stat(full);
    found.push({ path: full, mode: info.mode & 0o777, directory: info.isDirectory() });
    if (info.isDirectory()) found.push(...(await modesUnder(full)));
  }
  return found;
}

describe("everything under DATA_DIR is the owner's alone", () => {
  let dataDir: string;
  let ledger: ReturnType<typeof start> | undefined;
  let api: ReturnType<typeof start> | undefined;
  beforeAll(async () => {
    const parent = await mkdtemp(path.join(tmpdir(), "sextant-modes-"));
    // A DATA_DIR that does not exist yet: the processes create it.
    dataDir = path.join(parent, "data");
  });
  afterAll(async () => {
    await stop(api?.child);
    await stop(ledger?.child);
    if (dataDir) await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it("leaves no file or directory the group or others may read after the ledger and the API wrote their data", async () => {
    const ledgerPort = await freePort();
    const apiPort = await freePort();
    ledger = start(LEDGER, { DATA_DIR: dataDir, LEDGER_PORT: String(ledgerPort), LEDGER_CLOSE_MS: "200" });
    await waitFor(`http://127.0.0.1:${ledgerPort}/`, ledger);
    // Fund an account, so the ledger writes closed ledgers with something in them.
    await fetch(`http://127.0.0.1:${ledgerPort}/friendbot?addr=${Keypair.random().publicKey()}`);

    api = start(SERVER, {
      DATA_DIR: dataDir,
      PORT: String(apiPort),
      HOST: "127.0.0.1",
      HORIZON_URL: `http://127.0.0.1:${ledgerPort}`,
      DEMO_WORLD: "off",
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
    });
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, api);

    // An upload, signed in with a token made with the JWT secret the API generated into secrets.json.
    const secrets = JSON.parse(await readFile(path.join(dataDir, "secrets.json"), "utf8")) as {
      jwtSecret: string;
    };
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(`https://localhost:${apiPort}/api/anchor/authentication`)
      .setSubject(Keypair.random().publicKey())
      .setJti(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(secrets.jwtSecret));
    const form = new FormData();
    form.append("file", new Blob([PNG], { type: "image/png" }), "a.png");
    const upload = await fetch(`http://127.0.0.1:${apiPort}/api/p2ptemp-files/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    await stop(api.child);
    await stop(ledger.child);

    const entries = await modesUnder(dataDir);
    const names = entries.map((entry) => path.relative(dataDir, entry.path));
    expect(names).toContain("secrets.json");
    expect(names.some((name) => name.startsWith("db/"))).toBe(true);
    expect(names.some((name) => name.startsWith("uploads/"))).toBe(true);
    expect(names.some((name) => name.startsWith("ledger/"))).toBe(true);
    expect((await stat(dataDir)).mode & 0o077).toBe(0);
    const open = entries
      .filter((entry) => (entry.mode & 0o077) !== 0)
      .map((entry) => `${path.relative(dataDir, entry.path)} ${entry.mode.toString(8)}`);
    expect(open).toEqual([]);
  }, 300_000);
});

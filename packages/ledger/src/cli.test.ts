import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DEV_CLOCK_TOKEN_HEADER } from "./index";

const cli = join(import.meta.dirname, "cli.ts");
const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-cli-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the CLI with `env`; resolves with its output once `until` matches it, or when it exits. */
function run(env: Record<string, string>, until: RegExp): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", cli], {
      env: { ...process.env, DATA_DIR: dataDir, LEDGER_PORT: "0", LEDGER_CLOSE_MS: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ output, code: null });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code) => resolve({ output, code }));
  });
}

describe("ledger CLI", () => {
  it("with LEDGER_DEV_CLOCK=1 and no token, makes one, prints it once, and requires it", async () => {
    const { output } = await run(
      { LEDGER_DEV_CLOCK: "1", LEDGER_DEV_CLOCK_TOKEN: "" },
      /X-Dev-Clock-Token header\): \S+\n/,
    );
    const url = /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? "";
    const token = /X-Dev-Clock-Token header\): (\S+)/.exec(output)?.[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const post = (headers: Record<string, string>) =>
      fetch(`${url}/_dev/clock`, { method: "POST", headers, body: "{}" });
    expect((await post({})).status).toBe(401);
    expect((await post({ [DEV_CLOCK_TOKEN_HEADER]: `${token}x` })).status).toBe(403);
    expect((await post({ [DEV_CLOCK_TOKEN_HEADER]: token })).status).toBe(200);
  }, 60_000);

  it("refuses to start on a bad limit, thread count or a short token, naming the variable", async () => {
    const limit = await run({ LEDGER_FRIENDBOT_BURST: "lots" }, /$^/);
    expect(limit.code).toBe(1);
    expect(limit.output).toContain("LEDGER_FRIENDBOT_BURST must be a whole number");
    const token = await run({ LEDGER_DEV_CLOCK: "1", LEDGER_DEV_CLOCK_TOKEN: "short" }, /$^/);
    expect(token.code).toBe(1);
    expect(token.output).toContain("LEDGER_DEV_CLOCK_TOKEN must be at least 16 characters");
    const threads = await run({ LEDGER_VERIFIER_THREADS: "two" }, /$^/);
    expect(threads.code).toBe(1);
    expect(threads.output).toContain("LEDGER_VERIFIER_THREADS must be a whole number from 0 to 16");
  }, 60_000);
});

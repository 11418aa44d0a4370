import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const cli = path.join(import.meta.dirname, "../../packages/ledger/src/cli.ts");

/** Runs the ledger CLI in its own process (so the load generator does not share its event loop). */
export async function spawnLedger(closeMs: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-ledger-bench-"));
  const extra = process.env.BENCH_LEDGER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...extra, "--import", "tsx", cli], {
    env: { ...process.env, DATA_DIR: dataDir, LEDGER_PORT: "0", LEDGER_CLOSE_MS: String(closeMs) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`ledger exited with ${code}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

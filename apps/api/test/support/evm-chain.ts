import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface TestEvmChain {
  url: string;
  /** Mines `blocks` empty blocks (the chain mines one per transaction on its own). */
  mine(blocks?: number): Promise<void>;
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  /**
   * Back to the empty chain it started as (a snapshot taken at start), as a restarted Hardhat node would be: Hardhat
   * keeps no state across restarts, and its RPC has no reset.
   */
  restartFresh(): Promise<void>;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../../../..");

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

/**
 * A local EVM chain for one test file: `hardhat node` (Hardhat 3's EDR) on loopback and a free port, mining a
 * block per transaction and otherwise only when the test says so, so confirmations are deterministic.
 */
export async function startTestEvmChain(): Promise<TestEvmChain> {
  const port = await freePort();
  const cwd = mkdtempSync(path.join(tmpdir(), "sextant-evm-"));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, "node_modules/hardhat/dist/src/cli.js"),
      "--config",
      path.join(root, "chain/hardhat.config.mjs"),
      "node",
      "--hostname",
      "127.0.0.1",
      "--port",
      String(port),
    ],
    { cwd, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output = (output + chunk.toString()).slice(-5000);
  });
  child.stderr?.on("data", (chunk) => {
    output = (output + chunk.toString()).slice(-5000);
  });
  const url = `http://127.0.0.1:${port}`;
  let id = 0;
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result as T;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited:\n${output}`);
    try {
      await rpc("eth_chainId");
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`hardhat node did not answer:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  let genesis = await rpc<string>("evm_snapshot");
  return {
    url,
    rpc,
    async restartFresh() {
      await rpc("evm_revert", [genesis]);
      genesis = await rpc<string>("evm_snapshot");
    },
    async mine(blocks = 1) {
      await rpc("hardhat_mine", [`0x${blocks.toString(16)}`]);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(cwd, { recursive: true, force: true });
    },
  };
}

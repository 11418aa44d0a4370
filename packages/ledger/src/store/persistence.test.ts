import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Account, Keypair, Operation, TimeoutInfinite, TransactionBuilder } from "@stellar/stellar-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { STANDALONE_PASSPHRASE } from "../constants";
import { LedgerNode } from "../node/ledger-node";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "sextant-ledger-persist-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function friendbot(url: string, addr: string): Promise<number> {
  const res = await fetch(`${url}/friendbot?addr=${addr}`);
  await res.arrayBuffer();
  return res.status;
}

function node(dataDir: string): LedgerNode {
  const n = new LedgerNode({ dataDir, passphrase: STANDALONE_PASSPHRASE, closeMs: 0, devClock: false });
  n.open();
  return n;
}

describe("persistence", () => {
  it("replays the log, then a snapshot, into identical state and history; a torn last line is ignored", async () => {
    const dataDir = tempDir();
    const first = node(dataDir);
    const root = Keypair.master(STANDALONE_PASSPHRASE);
    for (let seq = 1; seq <= 3; seq++) {
      const tx = new TransactionBuilder(new Account(root.publicKey(), String(seq - 1)), {
        fee: "100",
        networkPassphrase: STANDALONE_PASSPHRASE,
      })
        .addOperation(
          Operation.createAccount({ destination: Keypair.random().publicKey(), startingBalance: "5" }),
        )
        .setTimeout(TimeoutInfinite)
        .build();
      tx.sign(root);
      expect((await first.submit(tx.toXdr())).status).toBe("applied");
    }
    appendFileSync(join(dataDir, "ledgers.log"), '{"s":99,"t":"1","x":["tor');
    const fromLog = node(dataDir);
    expect(fromLog.header).toEqual(first.header);
    expect(fromLog.state.accounts).toEqual(first.state.accounts);
    expect(fromLog.history).toEqual(first.history);
    fromLog.shutdown();
    const fromSnapshot = node(dataDir);
    expect(fromSnapshot.state.accounts).toEqual(first.state.accounts);
    expect(fromSnapshot.history).toEqual(first.history);
    fromSnapshot.shutdown();
    first.shutdown();
  });

  it("never loses an acknowledged transaction when the process is killed mid-load", async () => {
    const dataDir = tempDir();
    const cli = join(import.meta.dirname, "../cli.ts");
    const launch = () =>
      new Promise<{ child: ChildProcess; url: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", cli], {
          // Friendbot without a limit: the load below funds as many accounts as it can.
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            LEDGER_PORT: "0",
            LEDGER_CLOSE_MS: "0",
            LEDGER_FRIENDBOT_BURST: "1000000",
          },
          stdio: ["ignore", "pipe", "ignore"],
        });
        let out = "";
        child.stdout?.on("data", (c: Buffer) => {
          out += c.toString();
          const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
          if (url) resolve({ child, url });
        });
        child.once("exit", (code) => reject(new Error(`exited ${code}`)));
      });
    const first = await launch();
    const acked: string[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const k = Keypair.random().publicKey();
        try {
          if ((await friendbot(first.url, k)) === 200) acked.push(k);
        } catch {
          return;
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (acked.length < 40) await new Promise((r) => setTimeout(r, 10));
    first.child.kill("SIGKILL");
    stop = true;
    await Promise.all(workers);
    const survivors = [...acked];
    const second = await launch();
    try {
      for (const id of survivors) {
        const res = await fetch(`${second.url}/accounts/${id}`);
        await res.arrayBuffer();
        expect(res.status, id).toBe(200);
      }
    } finally {
      second.child.kill("SIGTERM");
    }
  }, 60_000);
});

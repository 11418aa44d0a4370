import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Horizon, Keypair } from "@stellar/stellar-sdk";
import { afterAll, beforeAll } from "vitest";
import { type AbuseLimits, STANDALONE_PASSPHRASE, startLedger } from "../../src/index";

/** A running ledger plus the SDK client pointed at it. */
export interface TestLedger {
  url: string;
  passphrase: string;
  dataDir: string;
  server: Horizon.Server;
  /** The development clock's token (`X-Dev-Clock-Token`), when it is enabled. */
  devClockToken: string | undefined;
  /** Genesis account holding every lumen: `Keypair.master(passphrase)`. */
  root: Keypair;
  /** Stops the ledger and keeps its data directory (for restarts). */
  stop(): Promise<void>;
  /** Stops the ledger and removes its data directory. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  /** 0 closes a ledger per submission (default); > 0 closes on that timer. */
  closeMs?: number;
  /** Reuse a data directory (restarts); a fresh temp directory otherwise. */
  dataDir?: string;
  /** Enables the development clock (history at chosen close times). */
  devClock?: boolean;
  /** Abuse limits; the conformance suite funds many accounts and opens many streams from 127.0.0.1. */
  limits?: Partial<AbuseLimits>;
  /** Signature verifier threads; the ledger's default (`LEDGER_VERIFIER_THREADS`, else one on a multi-core machine) when unset. */
  verifierThreads?: number;
}

/** Limits no test file reaches unless it means to. */
export const TEST_LIMITS: AbuseLimits = {
  friendbotBurst: 100_000,
  friendbotPerMinute: 100_000,
  streamsPerClient: 10_000,
  streamsTotal: 10_000,
};

export async function startTestLedger(options: StartOptions = {}): Promise<TestLedger> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "sextant-ledger-test-")));
  const handle = await startLedger({
    dataDir,
    port: 0,
    host: "127.0.0.1",
    closeMs: options.closeMs ?? 0,
    devClock: options.devClock ?? false,
    limits: { ...TEST_LIMITS, ...options.limits },
    verifierThreads: options.verifierThreads,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await handle.close();
  };
  return {
    url: handle.url.replace(/\/$/, ""),
    passphrase: handle.networkPassphrase,
    devClockToken: handle.devClockToken,
    dataDir,
    server: new Horizon.Server(handle.url, { allowHttp: true }),
    root: Keypair.master(STANDALONE_PASSPHRASE),
    stop,
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One ledger shared by every test of a file; call at the top of a test file. */
export function useLedger(options: StartOptions = {}): () => TestLedger {
  let ledger: TestLedger | undefined;
  beforeAll(async () => {
    ledger = await startTestLedger(options);
  }, 30_000);
  afterAll(async () => {
    await ledger?.dispose();
  });
  return () => {
    if (!ledger) throw new Error("ledger not started");
    return ledger;
  };
}

/** Horizon `result_codes` of a transaction failed by one operation with `code`. */
export const failedWith = (code: string) => ({ status: 400, transaction: "tx_failed", operations: [code] });

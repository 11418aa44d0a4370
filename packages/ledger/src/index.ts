import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { STANDALONE_PASSPHRASE } from "./constants";
import { type AbuseLimits, DEFAULT_LIMITS } from "./horizon/limits";
import { createHorizonServer } from "./horizon/server";
import { LedgerNode } from "./node/ledger-node";
import { SubmissionQueue } from "./node/submission-queue";
import { VerifierPool } from "./verify/verifier-pool";

export { STANDALONE_PASSPHRASE } from "./constants";
export { type AbuseLimits, DEFAULT_LIMITS, LIMIT_VARIABLES, limitsFromEnv } from "./horizon/limits";
export { DEV_CLOCK_TOKEN_HEADER } from "./horizon/routes/dev-clock";

export interface LedgerOptions {
  dataDir: string;
  /** 0 = any free port; default 8000. */
  port?: number;
  /** Default "127.0.0.1". */
  host?: string;
  /** Default 1000; 0 closes a ledger per submission. */
  closeMs?: number;
  devClock?: boolean;
  /**
   * The secret `POST /_dev/clock` requires in its `X-Dev-Clock-Token` header. Unset: a random one is made
   * (`RunningLedger.devClockToken`). `false`: no token, any client may move the clock — only for a test that
   * owns the ledger and never exposes it.
   */
  devClockToken?: string | false;
  /** Friendbot and stream limits; unset fields keep `DEFAULT_LIMITS`. */
  limits?: Partial<AbuseLimits>;
  logger?: boolean;
  /**
   * Worker threads that verify submitted transactions' signatures beside the thread that applies them
   * (`LEDGER_VERIFIER_THREADS`). Default: one when the machine has more than one core, else none (0 verifies
   * on the ledger's own thread).
   */
  verifierThreads?: number;
}

/** `LEDGER_VERIFIER_THREADS` when set (a whole number 0–16), else the default of `LedgerOptions.verifierThreads`. */
export function verifierThreadsFromEnv(env: NodeJS.ProcessEnv): number {
  const given = env.LEDGER_VERIFIER_THREADS;
  if (given === undefined || given === "") return availableParallelism() > 1 ? 1 : 0;
  const threads = Number(given);
  if (!Number.isInteger(threads) || threads < 0 || threads > 16) {
    throw new Error("LEDGER_VERIFIER_THREADS must be a whole number from 0 to 16");
  }
  return threads;
}

export interface RunningLedger {
  url: string;
  port: number;
  networkPassphrase: string;
  /** The development clock's token (`undefined` without a development clock or when opened with `false`). */
  devClockToken: string | undefined;
  close(): Promise<void>;
}

/** A new random development clock token: 32 random bytes, base64url. */
export function newDevClockToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Starts the standalone ledger: replays persisted state, then serves Horizon's API. */
export async function startLedger(options: LedgerOptions): Promise<RunningLedger> {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const node = new LedgerNode({
    dataDir: options.dataDir,
    passphrase: STANDALONE_PASSPHRASE,
    closeMs: options.closeMs ?? 1000,
    devClock: options.devClock ?? false,
  });
  node.open();
  const devClock = options.devClock ?? false;
  const devClockToken =
    !devClock || options.devClockToken === false ? undefined : options.devClockToken || newDevClockToken();
  const threads = options.verifierThreads ?? verifierThreadsFromEnv(process.env);
  const pool = threads > 0 ? new VerifierPool(threads) : undefined;
  const server = createHorizonServer({
    node,
    submissions: new SubmissionQueue(node, STANDALONE_PASSPHRASE, pool),
    passphrase: STANDALONE_PASSPHRASE,
    devClock,
    devClockToken,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  });
  server.keepAliveTimeout = 65_000;
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 8000, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  if (options.logger) console.log(`ledger listening on http://${host}:${port}`);
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    networkPassphrase: STANDALONE_PASSPHRASE,
    devClockToken,
    close() {
      closing ??= new Promise<void>((resolve) => {
        node.shutdown();
        void pool?.close();
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 50).unref();
      });
      return closing;
    },
  };
}

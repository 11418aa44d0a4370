import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { STANDALONE_PASSPHRASE } from "./constants";
import { type AbuseLimits, DEFAULT_LIMITS } from "./horizon/limits";
import { createHorizonServer } from "./horizon/server";
import { LedgerNode } from "./node/ledger-node";

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
  mkdirSync(options.dataDir, { recursive: true });
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
  const server = createHorizonServer({
    node,
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
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 50).unref();
      });
      return closing;
    },
  };
}

import { join, resolve } from "node:path";
import { limitsFromEnv, startLedger } from "./index";

/**
 * `npm run start:ledger`: LEDGER_PORT, DATA_DIR, LEDGER_CLOSE_MS, LEDGER_DEV_CLOCK, LEDGER_DEV_CLOCK_TOKEN,
 * LEDGER_VERIFIER_THREADS, LEDGER_HOST and the abuse limits (`LEDGER_FRIENDBOT_BURST`, `LEDGER_FRIENDBOT_PER_MINUTE`,
 * `LEDGER_STREAMS_PER_CLIENT`, `LEDGER_STREAMS_TOTAL`).
 */
async function main(): Promise<void> {
  // Everything this process writes under DATA_DIR (the ledger log, snapshots) is its owner's alone.
  process.umask(0o077);
  const dataDir = join(resolve(process.env.DATA_DIR ?? "./data"), "ledger");
  const devClock = process.env.LEDGER_DEV_CLOCK === "1" || process.env.LEDGER_DEV_CLOCK === "true";
  const givenToken = process.env.LEDGER_DEV_CLOCK_TOKEN ?? "";
  if (givenToken !== "" && givenToken.length < 16) {
    throw new Error("LEDGER_DEV_CLOCK_TOKEN must be at least 16 characters");
  }
  const ledger = await startLedger({
    dataDir,
    port: Number(process.env.LEDGER_PORT ?? 8000),
    host: process.env.LEDGER_HOST ?? "127.0.0.1",
    closeMs: Number(process.env.LEDGER_CLOSE_MS ?? 1000),
    devClock,
    // Without a given token one is made and printed below: only whoever started the ledger can read it.
    devClockToken: givenToken || undefined,
    limits: limitsFromEnv(process.env),
  });
  console.log(`Stellar ledger (standalone) listening on ${ledger.url}`);
  console.log(`network passphrase: ${ledger.networkPassphrase}; data: ${dataDir}`);
  if (devClock && !givenToken) {
    console.log(`development clock on; its token (X-Dev-Clock-Token header): ${ledger.devClockToken}`);
  }
  const stop = (signal: string) => {
    console.log(`${signal}: closing ledger`);
    ledger.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
  // Last line of defence: every request's failure is answered inside its handler, but should anything still
  // escape, the ledger logs it and keeps serving the other clients instead of stopping.
  process.on("uncaughtException", (error) => console.error("ledger: uncaught exception:", error));
  process.on("unhandledRejection", (reason) => console.error("ledger: unhandled rejection:", reason));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

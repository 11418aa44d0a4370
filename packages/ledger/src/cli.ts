import { join, resolve } from "node:path";
import { startLedger } from "./index";

/** `npm run start:ledger`: LEDGER_PORT, DATA_DIR, LEDGER_CLOSE_MS, LEDGER_DEV_CLOCK, LEDGER_HOST. */
async function main(): Promise<void> {
  const dataDir = join(resolve(process.env.DATA_DIR ?? "./data"), "ledger");
  const ledger = await startLedger({
    dataDir,
    port: Number(process.env.LEDGER_PORT ?? 8000),
    host: process.env.LEDGER_HOST ?? "127.0.0.1",
    closeMs: Number(process.env.LEDGER_CLOSE_MS ?? 1000),
    devClock: process.env.LEDGER_DEV_CLOCK === "1" || process.env.LEDGER_DEV_CLOCK === "true",
  });
  console.log(`Stellar ledger (standalone) listening on ${ledger.url}`);
  console.log(`network passphrase: ${ledger.networkPassphrase}; data: ${dataDir}`);
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
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

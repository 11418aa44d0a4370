import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Horizon, Keypair } from "@stellar/stellar-sdk";
import { afterAll, beforeAll } from "vitest";
import { STANDALONE_PASSPHRASE, startLedger } from "../../src/index";
import type { TestLedger } from "./ledger";

/** Like `useLedger`, but with the development clock enabled (history at chosen close times). */
export function useDevLedger(): () => TestLedger {
  let ledger: TestLedger | undefined;
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "sextant-ledger-dev-"));
    const handle = await startLedger({ dataDir, port: 0, host: "127.0.0.1", closeMs: 0, devClock: true });
    const stop = () => handle.close();
    ledger = {
      url: handle.url.replace(/\/$/, ""),
      passphrase: handle.networkPassphrase,
      dataDir,
      server: new Horizon.Server(handle.url, { allowHttp: true }),
      root: Keypair.master(STANDALONE_PASSPHRASE),
      stop,
      dispose: async () => {
        await stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }, 30_000);
  afterAll(async () => {
    await ledger?.dispose();
  });
  return () => {
    if (!ledger) throw new Error("ledger not started");
    return ledger;
  };
}

/** Sets the ledger clock (unix seconds) used for the next close. */
export async function setClock(t: TestLedger, unixSeconds: number): Promise<void> {
  const response = await fetch(`${t.url}/_dev/clock`, {
    method: "POST",
    body: JSON.stringify({ time: unixSeconds }),
  });
  if (!response.ok) throw new Error(`clock not set: ${response.status}`);
}

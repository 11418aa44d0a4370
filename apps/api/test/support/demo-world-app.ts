import type { FastifyInstance } from "fastify";
import { OperatorKeys } from "../../src/modules/demo-world/operator-keys";
import { seedDemoWorld } from "../../src/modules/demo-world/seed-demo-world";
import type { Settings } from "../../src/settings";
import { createTestApp } from "./test-app";
import { startTestLedger, type TestLedger } from "./test-ledger";

/** A ledger with the demo world's operator accounts, assets and market, and an API (on PGlite) over it. */
export interface DemoWorldApp {
  ledger: TestLedger;
  app: FastifyInstance;
  keys: OperatorKeys;
  close(): Promise<void>;
}

/**
 * Starts what the standalone stack has once its demo world is seeded, seeded here by the test itself (the app's
 * own demo-world steps stay off, so a test adds only the steps it is about); `settings` are the app's overrides.
 */
export async function startDemoWorldApp(settings: Partial<Settings> = {}): Promise<DemoWorldApp> {
  const ledger = await startTestLedger();
  const app = await createTestApp("pglite", { horizonUrl: ledger.ledger.url, demoWorld: false, ...settings });
  const close = async () => {
    await app.close();
    await ledger.stop();
  };
  const keys = await OperatorKeys.load(app.database.db);
  try {
    await seedDemoWorld({
      horizon: ledger.horizon,
      keys,
      homeDomain: app.settings.homeDomain,
      networkPassphrase: ledger.ledger.networkPassphrase,
    });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    ledger,
    app,
    keys,
    close,
  };
}

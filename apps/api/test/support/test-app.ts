import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/build-app";
import { loadSettings, type Settings } from "../../src/settings";
import { createTestDatabase } from "./test-database";

/**
 * Settings as the environment would give them, quiet, with Horizon on a port where nothing listens and the demo
 * world off (a test that wants it sets `demoWorld: true`), so no background seeding touches a test's ledger.
 */
export function testSettings(env: Record<string, string> = {}, overrides: Partial<Settings> = {}): Settings {
  return {
    ...loadSettings({
      LOG_LEVEL: "silent",
      HORIZON_URL: "http://127.0.0.1:9",
      DATA_DIR: "/nonexistent",
      DEMO_WORLD: "off",
      ...env,
    }),
    ...overrides,
  };
}

/** A fresh app on a fresh database of the given driver; closing the app drops the database. */
export async function createTestApp(
  driver: "pglite" | "postgres" = "pglite",
  overrides: Partial<Settings> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const database = await createTestDatabase(driver);
  const app = await buildApp(testSettings({}, overrides), { ...database, close: database.destroy });
  beforeReady?.(app);
  await app.ready();
  return app;
}

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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

/**
 * A fresh app on a fresh database of the given driver, with a fresh data directory (where the standalone network's
 * generated secrets live) unless the overrides name one; closing the app drops the database and that directory.
 */
export async function createTestApp(
  driver: "pglite" | "postgres" = "pglite",
  overrides: Partial<Settings> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const database = await createTestDatabase(driver);
  const dataDir = overrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), "sextant-test-")));
  const app = await buildApp(testSettings({}, { dataDir, ...overrides }), {
    ...database,
    close: database.destroy,
  });
  if (overrides.dataDir === undefined)
    app.addHook("onClose", () => rm(dataDir, { recursive: true, force: true }));
  beforeReady?.(app);
  await app.ready();
  return app;
}

import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../../src/db/database";

/** The drivers every database-backed test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const TEST_DRIVERS: Array<"pglite" | "postgres"> = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and, on PostgreSQL, drops the database this test created. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database: in-memory PGlite, or a new PostgreSQL database that `destroy` drops again. */
export async function createTestDatabase(driver: "pglite" | "postgres"): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ url: "memory://", dataDir: "" });
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `sextant_test_${randomBytes(6).toString("hex")}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), dataDir: "" });
  return {
    ...handle,
    destroy: async () => {
      await handle.close();
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

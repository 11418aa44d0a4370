import { mkdirSync } from "node:fs";
import { chmod, readdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs `select 1`; false when the database does not answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(import.meta.dirname, "../../drizzle");

/**
 * Opens the database and applies pending migrations. The same schema and migrations serve both drivers:
 * embedded PGlite in `<dataDir>/db` (or in memory for `memory://`), or PostgreSQL for a `postgres://` URL.
 */
export async function openDatabase(options: {
  url: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.url?.startsWith("postgres")) return openPostgres(options.url);
  return openPglite(options.url === "memory://" ? undefined : path.join(options.dataDir, "db"));
}

async function openPglite(dir: string | undefined): Promise<DatabaseHandle> {
  if (dir) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = new PGlite(dir);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  // PGlite's file system layer creates the database's files 0666 whatever the umask: they are set back to the
  // owner's alone once open and again at close (its directories are 0700, so no one else reaches them meanwhile).
  if (dir) await ownerOnly(dir);
  return handle(db as unknown as Database, "pglite", async () => {
    await client.close();
    if (dir) await ownerOnly(dir);
  });
}

/** Files 0600 and directories 0700 under `dir`, `dir` included. */
export async function ownerOnly(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await ownerOnly(full);
    else if (entry.isFile()) await chmod(full, 0o600);
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // Connections the server ends (a restart, an administrator's termination, a dropped database) report an error
  // on the client; the pool drops that client and the next query opens a new one, so the error must not become
  // an unhandled 'error' event that stops the process.
  pool.on("error", () => {});
  const open = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    open.add(client);
    client.on("error", () => {});
    client.once("end", () => open.delete(client));
  });
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS });
  // `pool.end()` resolves once every client is asked to end, not once its socket is closed: wait for each
  // connection to be gone so a caller may drop the database (or exit) right after.
  const close = async () => {
    const closing = [...open].map((client) => new Promise((resolve) => client.once("end", resolve)));
    await pool.end();
    await Promise.all(closing);
  };
  return handle(db as unknown as Database, "postgres", close);
}

// Both drivers' databases share drizzle's PostgreSQL query builder; only opening and closing differ.
function handle(db: Database, driver: DatabaseHandle["driver"], close: () => Promise<void>): DatabaseHandle {
  const ping = async () => {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };
  return { db, driver, ping, close };
}

import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { fromPglite, PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../../db/database";

export interface BossTuning {
  /** Seconds between the queue monitor's passes (expired jobs, missed heartbeats, statistics). */
  monitorSeconds: number;
}

/**
 * A pg-boss instance on the app's own database: on PGlite it shares the one embedded connection (pg-boss's
 * `pglite` backend), on PostgreSQL it opens a small pool of its own to the same database (LISTEN/NOTIFY needs a
 * connection of its own, which the app's pool does not lend out). The caller starts and stops it.
 */
export function createBoss(database: DatabaseHandle, tuning: BossTuning): PgBoss {
  const common = {
    useListenNotify: true,
    monitorIntervalSeconds: tuning.monitorSeconds,
    superviseIntervalSeconds: tuning.monitorSeconds,
    // Nothing in the product uses pg-boss's cron scheduler; its timers would only cost queries.
    schedule: false,
  };
  // drizzle keeps its driver client as `$client`: the PGlite instance, or the node-postgres pool.
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === "pglite") {
    return new PgBoss({ ...common, db: fromPglite(client as PGlite), backend: "pglite" });
  }
  const pool = client as pg.Pool;
  const options = pool.options as pg.PoolConfig;
  if (!options.connectionString)
    throw new Error("The PostgreSQL pool has no connection string for the job queue");
  return new PgBoss({
    ...common,
    connectionString: options.connectionString,
    max: 4,
    application_name: "sextant-jobs",
  });
}

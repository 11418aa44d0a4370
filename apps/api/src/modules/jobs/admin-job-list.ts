import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { TAdminJob, TGetAdminJobsResponse } from "./admin-job-contracts";

interface JobRow {
  id: string;
  name: string;
  state: TAdminJob["state"];
  data: unknown;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  start_after: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  output: unknown;
}

/** Rows of a raw query: both drivers answer `{ rows }`. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** pg-boss's jobs as the admin console lists them, read from its own table (schema `pgboss`), newest first. */
export async function listJobs(
  db: Database,
  query: { state?: TAdminJob["state"]; queue?: string; limit: number; offset: number },
): Promise<TGetAdminJobsResponse> {
  const where = sql.join(
    [
      sql`true`,
      ...(query.state ? [sql`state = ${query.state}::pgboss.job_state`] : []),
      ...(query.queue ? [sql`name = ${query.queue}`] : []),
    ],
    sql` and `,
  );
  const rows = await rowsOf<JobRow>(
    db,
    sql`
    select id, name, state, data, retry_count, retry_limit, created_on, start_after, started_on, completed_on, output
    from pgboss.job where ${where}
    order by created_on desc, id desc limit ${query.limit} offset ${query.offset}`,
  );
  const counted = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from pgboss.job where ${where}`,
  );
  const queues = await rowsOf<{ name: string }>(db, sql`select name from pgboss.queue order by name`);
  return {
    jobs: rows.map(toAdminJob),
    total: Number(counted[0]?.total ?? 0),
    queues: queues.map((row) => row.name),
  };
}

/** One job's queue and state, or `undefined` when no job has this id. */
export async function findJob(
  db: Database,
  id: string,
): Promise<{ name: string; state: string } | undefined> {
  const rows = await rowsOf<{ name: string; state: string }>(
    db,
    sql`select name, state from pgboss.job where id = ${id}::uuid`,
  );
  return rows[0];
}

function toAdminJob(row: JobRow): TAdminJob {
  return {
    id: row.id,
    queue: row.name,
    state: row.state,
    data: row.data,
    attempts: row.started_on === null ? 0 : row.retry_count + 1,
    retryLimit: row.retry_limit,
    createdAt: iso(row.created_on),
    startAfter: iso(row.start_after),
    startedAt: row.started_on === null ? null : iso(row.started_on),
    completedAt: row.completed_on === null ? null : iso(row.completed_on),
    lastError: row.state === "failed" || row.state === "retry" ? errorMessage(row.output) : null,
  };
}

function errorMessage(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === "object" && "message" in output && typeof output.message === "string")
    return output.message;
  return JSON.stringify(output);
}

import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import type { JobQueue } from "./job-queue";

export const TEST_RECORD_JOB = "test.record";

export const ZTestRecordJob = z.object({
  /** Milliseconds the handler holds the job between writing `started` and `finished`. */
  holdMs: z.number().int().min(0).max(120_000),
});

/**
 * Test-only job kinds, defined only with `TEST_HOOKS=on` (never in the product), for tests that drive several API
 * processes: `test.record` writes a `started` and a `finished` row per run into `test_job_runs`, a table the test
 * itself creates, naming the job and the process that ran it.
 */
export function defineTestJobs(jobs: JobQueue, db: Database): void {
  jobs.define(
    TEST_RECORD_JOB,
    ZTestRecordJob,
    async ({ holdMs }, job) => {
      await record(db, job.id, "started");
      if (holdMs > 0) await sleep(holdMs, undefined, { signal: job.signal });
      await record(db, job.id, "finished");
    },
    { retryLimit: 5, retryDelay: 0, heartbeatSeconds: 10, concurrency: 8 },
  );
}

async function record(db: Database, jobId: string, phase: "started" | "finished"): Promise<void> {
  await db.execute(
    sql`insert into test_job_runs (job_id, pid, phase) values (${jobId}, ${process.pid}, ${phase})`,
  );
}

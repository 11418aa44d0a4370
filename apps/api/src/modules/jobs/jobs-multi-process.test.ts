import pg from "pg";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ApiProcesses, startApiProcesses } from "../../../test/support/api-processes";
import { TEST_RECORD_JOB } from "./test-jobs";

const postgres = process.env.TEST_DATABASE_URL;
// A busy 2-core machine: a killed worker's job needs its heartbeat (10 s) to lapse and a monitor pass (2 s).
const DEADLINE = { timeout: 120_000, interval: 250 };

interface RunRow {
  job_id: string;
  pid: number;
  phase: "started" | "finished";
}

describe.skipIf(!postgres)("jobs across two API processes on one PostgreSQL database", () => {
  let group: ApiProcesses;
  let client: pg.Client;
  let sender: PgBoss;

  beforeAll(async () => {
    group = await startApiProcesses({ count: 2, env: { TEST_HOOKS: "on", JOBS_MONITOR_SECONDS: "2" } });
    client = new pg.Client({ connectionString: group.databaseUrl });
    await client.connect();
    await client.query(
      "create table test_job_runs (id bigserial primary key, job_id uuid not null, pid int not null, phase text not null)",
    );
    // The test enqueues as any other producer would: a pg-boss client on the same database.
    sender = new PgBoss({
      connectionString: group.databaseUrl,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await sender.start();
  }, 300_000);
  afterAll(async () => {
    await sender?.stop({ graceful: false });
    await client?.end();
    await group?.stop();
  }, 120_000);

  const runs = async (jobIds?: string[]) => {
    const { rows } = jobIds
      ? await client.query<RunRow>(
          "select job_id, pid, phase from test_job_runs where job_id = any($1::uuid[]) order by id",
          [jobIds],
        )
      : await client.query<RunRow>("select job_id, pid, phase from test_job_runs order by id");
    return rows;
  };

  it("runs each of 500 jobs exactly once between the two processes", async () => {
    const ids = await sender.insert(
      TEST_RECORD_JOB,
      Array.from({ length: 500 }, () => ({ data: { holdMs: 0 } })),
      { returnId: true },
    );
    const jobIds = ids ?? [];
    expect(jobIds).toHaveLength(500);
    await vi.waitFor(async () => {
      expect((await runs(jobIds)).filter((row) => row.phase === "finished")).toHaveLength(500);
    }, DEADLINE);
    const rows = await runs(jobIds);
    const started = rows.filter((row) => row.phase === "started");
    expect(started).toHaveLength(500);
    expect(new Set(started.map((row) => row.job_id)).size).toBe(500);
    const pids = new Set(started.map((row) => row.pid));
    expect([...pids].sort()).toEqual(group.processes.map((p) => p.pid).sort());
  }, 180_000);

  it("runs a job again on the other process when the one running it is killed (kill -9)", async () => {
    const id = await sender.send(TEST_RECORD_JOB, { holdMs: 5000 });
    expect(id).not.toBeNull();
    let startedBy = 0;
    await vi.waitFor(async () => {
      const [row] = await runs([id ?? ""]);
      expect(row?.phase).toBe("started");
      startedBy = row?.pid ?? 0;
    }, DEADLINE);
    const victim = group.processes.findIndex((p) => p.pid === startedBy);
    expect(victim).toBeGreaterThanOrEqual(0);
    await group.kill(victim);

    const survivor = group.processes[1 - victim];
    await vi.waitFor(async () => {
      expect((await runs([id ?? ""])).filter((row) => row.phase === "finished")).toHaveLength(1);
    }, DEADLINE);
    const rows = await runs([id ?? ""]);
    expect(rows).toEqual([
      { job_id: id, pid: startedBy, phase: "started" },
      { job_id: id, pid: survivor?.pid, phase: "started" },
      { job_id: id, pid: survivor?.pid, phase: "finished" },
    ]);
  }, 180_000);
});

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { rowsOf } from "./admin-job-list";

// Generous deadlines for a busy 2-core machine; the assertions are about order and counts, not speed.
const DEADLINE = { timeout: 60_000, interval: 50 };
const ZPayload = z.object({ n: z.number().int() });

describe.each(TEST_DRIVERS)("durable jobs on %s", (driver) => {
  let app: FastifyInstance;
  const delayedRuns: number[] = [];
  const retryRuns: Array<{ at: number; retryCount: number }> = [];
  const onceRuns: string[] = [];
  const txRuns: number[] = [];
  let releaseOnce: () => void = () => {};
  const onceGate = new Promise<void>((resolve) => {
    releaseOnce = resolve;
  });

  beforeAll(async () => {
    app = await createTestApp(driver, {}, (instance) => {
      instance.jobs.define("test-delayed", ZPayload, async () => {
        delayedRuns.push(Date.now());
      });
      instance.jobs.define(
        "test-flaky",
        ZPayload,
        async (_payload, job) => {
          retryRuns.push({ at: Date.now(), retryCount: job.retryCount });
          if (job.retryCount < 2) throw new Error(`attempt ${job.retryCount + 1} fails`);
        },
        { retryLimit: 3, retryDelay: 1, retryBackoff: true },
      );
      instance.jobs.define(
        "test-once",
        ZPayload,
        async (_payload, job) => {
          onceRuns.push(job.id);
          await onceGate;
        },
        { policy: "exclusive" },
      );
      instance.jobs.define("test-tx", ZPayload, async ({ n }) => {
        txRuns.push(n);
      });
    });
  });
  afterAll(() => app?.close());

  it("does not run a delayed job before its time", async () => {
    const sentAt = Date.now();
    expect(await app.jobs.send("test-delayed", { n: 1 }, { startAfter: 2 })).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(delayedRuns).toHaveLength(1), DEADLINE);
    expect((delayedRuns[0] ?? 0) - sentAt).toBeGreaterThanOrEqual(2000);
  });

  it("retries a failing job with backoff until it succeeds, counting attempts", async () => {
    const id = await app.jobs.send("test-flaky", { n: 2 });
    await vi.waitFor(async () => expect(await stateOf(app, id)).toBe("completed"), DEADLINE);
    expect(retryRuns.map((run) => run.retryCount)).toEqual([0, 1, 2]);
    const [first, second, third] = retryRuns.map((run) => run.at);
    // retryDelay 1 s with backoff: at least 1 s before each retry.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(1000);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1000);
    const [row] = await rowsOf<{ retry_count: number }>(
      app.database.db,
      sql`select retry_count from pgboss.job where id = ${id}::uuid`,
    );
    expect(row?.retry_count).toBe(2);
  });

  it("creates and runs one job for one singleton key sent 20 times at once", async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, () => app.jobs.send("test-once", { n: 3 }, { singletonKey: "trade-42" })),
    );
    expect(ids.filter((id) => id !== null)).toHaveLength(1);
    await vi.waitFor(() => expect(onceRuns).toHaveLength(1), DEADLINE);
    releaseOnce();
    const id = ids.find((value) => value !== null) ?? null;
    await vi.waitFor(async () => expect(await stateOf(app, id)).toBe("completed"), DEADLINE);
    const jobs = await rowsOf<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from pgboss.job where name = 'test-once'`,
    );
    expect(jobs[0]?.count).toBe(1);
    expect(onceRuns).toEqual([id]);
  });

  it("drops a job sent inside a transaction that rolls back, and keeps one that commits", async () => {
    const db = app.database.db;
    await expect(
      db.transaction(async (tx) => {
        await app.jobs.send("test-tx", { n: 4 }, { tx });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const kept = await db.transaction((tx) => app.jobs.send("test-tx", { n: 5 }, { tx }));
    await vi.waitFor(async () => expect(await stateOf(app, kept)).toBe("completed"), DEADLINE);
    const names = await rowsOf<{ n: number }>(
      db,
      sql`select (data->>'n')::int as n from pgboss.job where name = 'test-tx'`,
    );
    expect(names.map((row) => row.n)).toEqual([5]);
    expect(txRuns).toEqual([5]);
  });

  it("refuses a payload that does not match the job's schema, and an unknown job", async () => {
    await expect(app.jobs.send("test-tx", { n: "five" } as never)).rejects.toThrow();
    await expect(app.jobs.send("no-such-job", { n: 1 })).rejects.toThrow('Job "no-such-job" is not defined');
  });
});

async function stateOf(app: FastifyInstance, id: string | null): Promise<string | undefined> {
  const rows = await rowsOf<{ state: string }>(
    app.database.db,
    sql`select state from pgboss.job where id = ${id}::uuid`,
  );
  return rows[0]?.state;
}

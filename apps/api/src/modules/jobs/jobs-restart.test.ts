import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { testSettings } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { buildApp } from "../../build-app";

const DEADLINE = { timeout: 60_000, interval: 50 };
const ZPayload = z.object({ n: z.number().int() });

/** A database that outlives one app: a PGlite data directory, or a PostgreSQL database of its own. */
async function durableDatabase(driver: "pglite" | "postgres") {
  const dataDir = await mkdtemp(path.join(tmpdir(), "sextant-jobs-"));
  if (driver === "pglite") return { dataDir, url: undefined, drop: () => rm(dataDir, { recursive: true }) };
  const admin = process.env.TEST_DATABASE_URL ?? "";
  const name = `sextant_jobs_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    dataDir,
    url: url.toString(),
    drop: async () => {
      await run(`drop database if exists ${name} with (force)`);
      await rm(dataDir, { recursive: true });
    },
  };
}

describe.each(TEST_DRIVERS)("jobs across a restart on %s", (driver) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("waits for a running job on close, and runs a job sent before the restart after it", async () => {
    const database = await durableDatabase(driver);
    cleanups.push(database.drop);
    const settings = testSettings({}, { dataDir: database.dataDir, databaseUrl: database.url });
    const runs: Array<{ app: number; kind: string; at: string }> = [];
    const open = async (generation: number): Promise<FastifyInstance> => {
      const app = await buildApp(settings);
      cleanups.push(() => app.close());
      app.jobs.define("test-slow", ZPayload, async () => {
        runs.push({ app: generation, kind: "slow", at: "start" });
        await sleep(1500);
        runs.push({ app: generation, kind: "slow", at: "end" });
      });
      app.jobs.define("test-survivor", ZPayload, async () => {
        runs.push({ app: generation, kind: "survivor", at: "start" });
      });
      await app.ready();
      return app;
    };

    const first = await open(1);
    await first.jobs.send("test-slow", { n: 1 });
    await vi.waitFor(() => expect(runs).toContainEqual({ app: 1, kind: "slow", at: "start" }), DEADLINE);
    // Sent while the slow job runs, due a few seconds later: the first app closes before that.
    await first.jobs.send("test-survivor", { n: 2 }, { startAfter: 5 });
    await first.close();
    expect(runs).toContainEqual({ app: 1, kind: "slow", at: "end" });

    await open(2);
    await vi.waitFor(() => expect(runs).toContainEqual({ app: 2, kind: "survivor", at: "start" }), DEADLINE);
    expect(runs.filter((run) => run.kind === "survivor")).toEqual([
      { app: 2, kind: "survivor", at: "start" },
    ]);
    // The slow job completed before the first app closed, so the second does not run it again.
    expect(runs.filter((run) => run.kind === "slow" && run.at === "start")).toHaveLength(1);
  }, 180_000);
});

// Job pickup latency of the durable job queue (pg-boss): from `jobs.send` returning to the handler starting, one
// job at a time on an idle queue (LISTEN/NOTIFY wakes the worker), then the time to drain a burst of 1,000 jobs.
// On in-memory PGlite, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server: the bench
// creates and drops a database of its own there.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { z } from "zod";
import { buildApp } from "../../apps/api/src/build-app";
import { loadSettings } from "../../apps/api/src/settings";
import { percentile, printTable } from "../lib/measure";

const singles = Number(process.env.BENCH_JOBS ?? 200);
const burst = Number(process.env.BENCH_BURST ?? 1000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ZPickup = z.object({ sentAt: z.number() });

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function measure(label: string, databaseUrl: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sextant-bench-jobs-"));
  const settings = loadSettings({
    LOG_LEVEL: "silent",
    HORIZON_URL: "http://127.0.0.1:9",
    DEMO_WORLD: "off",
  });
  const app = await buildApp({ ...settings, databaseUrl, dataDir, demoWorld: false });
  const waits: number[] = [];
  let started = 0;
  let wake: () => void = () => {};
  app.jobs.define(
    "bench-pickup",
    ZPickup,
    async ({ sentAt }) => {
      waits.push(performance.now() - sentAt);
      started += 1;
      wake();
    },
    { concurrency: 16 },
  );
  await app.ready();
  const until = (count: number) =>
    new Promise<void>((resolve) => {
      wake = () => started >= count && resolve();
      wake();
    });

  for (let i = 0; i < singles; i += 1) {
    const done = until(started + 1);
    await app.jobs.send("bench-pickup", { sentAt: performance.now() });
    await done;
  }
  const single = [...waits].sort((a, b) => a - b);

  const burstStart = performance.now();
  const drained = until(singles + burst);
  await Promise.all(
    Array.from({ length: burst }, () => app.jobs.send("bench-pickup", { sentAt: performance.now() })),
  );
  const sentMs = performance.now() - burstStart;
  await drained;
  const burstMs = performance.now() - burstStart;
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });

  printTable(`Job pickup on ${label} (send → handler start)`, [
    [`p50 ms (${singles} jobs one at a time)`, percentile(single, 50).toFixed(1)],
    ["p99 ms", percentile(single, 99).toFixed(1)],
    [`burst of ${burst} sent at once: all sent, s`, (sentMs / 1000).toFixed(2)],
    ["all started, s", (burstMs / 1000).toFixed(2)],
    ["burst jobs/s (send to last start)", Math.round((burst / burstMs) * 1000)],
  ]);
}

await measure("PGlite (in memory)", "memory://");
if (serverUrl) {
  const name = `sextant_bench_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure("PostgreSQL", url.toString());
  } finally {
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
  }
} else {
  console.log("PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to measure it too.");
}

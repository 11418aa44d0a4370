// Requests per second and latency of the API's cheapest routes over real HTTP on loopback, to show the
// framework's ceiling on this machine: GET /api/config (no I/O) and GET /api/health (database ping).
import type { AddressInfo } from "node:net";
import { buildApp } from "../../apps/api/src/build-app";
import { loadSettings } from "../../apps/api/src/settings";
import { loadTest, percentile, printTable } from "../lib/measure";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = 32;

// Every request comes from one address here: the per-client rate limit is off so the figures measure the routes.
const settings = loadSettings({
  LOG_LEVEL: "silent",
  DATABASE_URL: "",
  HORIZON_URL: "http://127.0.0.1:9",
  RATE_LIMIT_PER_MINUTE: "0",
});
const app = await buildApp({ ...settings, databaseUrl: "memory://" });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

for (const path of ["/api/config"]) {
  const run = await loadTest(
    async () => {
      const response = await fetch(base + path);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(String(response.status));
    },
    { concurrency, seconds },
  );
  printTable(`API ${path} (${concurrency} concurrent, ${seconds} s)`, [
    ["requests/s", Math.round((run.count / run.elapsedMs) * 1000)],
    ["p50 ms", percentile(run.latencies, 50).toFixed(2)],
    ["p99 ms", percentile(run.latencies, 99).toFixed(2)],
    ["errors", run.errors],
  ]);
}
await app.close();

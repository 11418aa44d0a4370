// Requests per second and latency of the P2P ad lists over real HTTP on loopback with 10,000 ads in the
// database: GET /api/p2p/getadsByAsset for every asset, side and country in turn, first pages and later pages
// (keyset paging_id); once with reads only, once with an ad switched every 50 ms (each switch empties the list
// cache, so the database answers again). The API runs on in-memory PGlite, or on PostgreSQL when BENCH_DATABASE_URL is set. Lists
// read only the database: no ledger is involved.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { toStroops } from "@sextant/core";
import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../../apps/api/src/build-app";
import { p2pAds } from "../../apps/api/src/db/schema";
import { SEED_COUNTRIES } from "../../apps/api/src/modules/p2p/seed-p2p";
import { loadSettings } from "../../apps/api/src/settings";
import { testToken } from "../../apps/api/test/support/test-token";
import { loadTest, percentile, printTable } from "../lib/measure";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// 16 clients keep both cores busy (the load generator shares them) without queueing behind its own work.
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const adCount = Number(process.env.BENCH_ADS ?? 10_000);
// With BENCH_DATABASE_URL (a PostgreSQL server), a database of its own is created for the run and dropped after.
const serverUrl = process.env.BENCH_DATABASE_URL;
const benchDatabase = `sextant_bench_${randomBytes(6).toString("hex")}`;
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
let databaseUrl = "memory://";
if (serverUrl) {
  await onServer(`create database ${benchDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${benchDatabase}`;
  databaseUrl = url.toString();
}

const settings = loadSettings({
  LOG_LEVEL: "silent",
  DATABASE_URL: "",
  HORIZON_URL: "http://127.0.0.1:9",
  RATE_LIMIT_PER_MINUTE: "0",
  DEMO_WORLD: "off",
});
const app = await buildApp({ ...settings, databaseUrl, demoWorld: false });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// 10,000 ads: 200 owners, 4 assets, both sides, 13 countries, prices spread over the 8 % band; a tenth paused
// or under their minimum, so the lists' listed-only predicate has rows to skip.
const assets = ["XLM", "LEVELG", "EURX", "GBPX"];
const owners = Array.from({ length: 200 }, () => Keypair.random().publicKey());
const rows = Array.from({ length: adCount }, (_, n) => {
  const country = SEED_COUNTRIES[n % SEED_COUNTRIES.length] as (typeof SEED_COUNTRIES)[number];
  const reference = toStroops("10");
  const price = (reference * BigInt(920 + ((n * 37) % 160))) / 1000n;
  const unlisted = n % 10 === 0;
  return {
    type: n % 2 === 0 ? "sell" : "buy",
    assetCode: assets[Math.floor(n / 2) % assets.length] as string,
    account: owners[n % owners.length] as string,
    status: n % 20 === 0 ? "Paused" : "Active",
    availableAmount: unlisted ? toStroops("5") : toStroops("500"),
    totalAmount: toStroops("500"),
    minQty: toStroops("10"),
    maxQty: toStroops("100"),
    unitPrice: price,
    unitPriceMax: (reference * 108n) / 100n,
    referencePrice: reference,
    usdPrice: toStroops("0.35"),
    priceSpread: "0.00",
    currency: country.currency,
    location: country.code,
    timeFrame: 15,
    paymentMethod: "Local_Bank",
    bankName: "Bank",
    bankAccountNumber: "000111",
    bankAccountTitle: "Owner",
    firstName: "Owner",
    lastName: String(n),
  };
});
const seeded = performance.now();
for (let i = 0; i < rows.length; i += 500)
  await app.database.db.insert(p2pAds).values(rows.slice(i, i + 500));
const seedMs = performance.now() - seeded;

// Every (asset, side, country) list, and for each its second page's cursor.
const lists: string[] = [];
for (const asset of assets)
  for (const type of ["buy", "sell"])
    for (const country of SEED_COUNTRIES)
      lists.push(`${base}/api/p2p/getadsByAsset?asset_code=${asset}&type=${type}&location=${country.code}`);
const urls: string[] = [];
for (const url of lists) {
  const first = (await (await fetch(url)).json()) as { ads: unknown[]; paging_id: string | null };
  if (first.ads.length !== 10) throw new Error(`expected a full first page from ${url}`);
  urls.push(url);
  if (first.paging_id) urls.push(`${url}&paging_id=${first.paging_id}`);
}

let next = 0;
const request = async () => {
  const url = urls[next++ % urls.length] as string;
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(String(response.status));
};
const row = (run: Awaited<ReturnType<typeof loadTest>>): Array<[string, string | number]> => [
  ["requests/s", Math.round((run.count / run.elapsedMs) * 1000)],
  ["p50 ms", percentile(run.latencies, 50).toFixed(2)],
  ["p99 ms", percentile(run.latencies, 99).toFixed(2)],
  ["errors", run.errors],
];
const label = `${adCount} ads, ${urls.length} list pages, ${concurrency} concurrent, ${seconds} s, ${
  databaseUrl === "memory://" ? "PGlite" : "PostgreSQL"
}`;

// Reads only: what a market with no new ads sees (answers from the list cache after their first read).
const reads = await loadTest(request, { concurrency, seconds });
printTable(`API /api/p2p/getadsByAsset, reads only (${label})`, [
  ...row(reads),
  ["seeding ms", Math.round(seedMs)],
]);

// With an ad switched Active/Paused through the API every 50 ms: each switch drops every cached list, so
// lists are read from the database again all along.
// owners[1] posted ad n = 1: active and listed, so both directions of the switch change it.
const owner = owners[1] as string;
const token = await testToken(app, owner);
const [ownAd] = await app.database.db
  .select({ id: p2pAds.id })
  .from(p2pAds)
  .where(eq(p2pAds.account, owner))
  .limit(1);
let switches = 0;
let switching = true;
const churn = (async () => {
  for (let paused = true; switching; paused = !paused) {
    const status = paused ? "Paused" : "Active";
    const response = await fetch(`${base}/api/p2p/ChangeAdStatus?adId=${ownAd?.id}&status=${status}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`switch answered ${response.status}: ${await response.text()}`);
    switches += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();
const mixed = await loadTest(request, { concurrency, seconds });
switching = false;
await churn;
printTable(`API /api/p2p/getadsByAsset, an ad switched 50 ms after each switch (${label})`, [
  ...row(mixed),
  ["ad switches", switches],
]);

await app.close();
if (serverUrl) await onServer(`drop database if exists ${benchDatabase} with (force)`);

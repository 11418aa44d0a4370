// Requests per second and latency of GET /api/coins/getMarketData over real HTTP on loopback: the API (on
// in-memory PGlite) against a real standalone ledger in the same process, with trades on two configured pairs so
// the statistics are not empty. Every answer comes from the in-memory market data, never from the ledger.
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { OperatorKeys } from "../../apps/api/src/modules/demo-world/operator-keys";
import { startInProcessApi } from "../lib/in-process-api";
import { loadTest, percentile, printTable } from "../lib/measure";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

const stack = await startInProcessApi("market");
const { app, base, submit, fund } = stack;

// Two traders, two operator assets, five trades on each of the pairs LEVELG/XLM and EURX/XLM.
const keys = await OperatorKeys.load(app.database.db);
const maker = Keypair.random();
const taker = Keypair.random();
const codes = ["LEVELG", "EURX"];
const assets = codes.map((code) => new Asset(code, keys.issuer(code).publicKey()));
await Promise.all([maker, taker, ...codes.map((code) => keys.issuer(code))].map(fund));
const trust = assets.map((asset) => Operation.changeTrust({ asset }));
await Promise.all([submit(maker, trust), submit(taker, trust)]);
for (const [index, code] of codes.entries()) {
  const asset = assets[index] as Asset;
  await submit(
    keys.issuer(code),
    [maker, taker].map((holder) =>
      Operation.payment({ destination: holder.publicKey(), asset, amount: "10000" }),
    ),
  );
  for (const price of ["0.5", "0.52", "0.49", "0.55", "0.53"]) {
    await submit(maker, [
      Operation.manageSellOffer({ selling: asset, buying: Asset.native(), amount: "10", price }),
    ]);
    await submit(taker, [
      Operation.manageBuyOffer({ selling: Asset.native(), buying: asset, buyAmount: "10", price }),
    ]);
  }
}
await app.marketData.refreshAll();
const sample = (await (await fetch(`${base}/api/coins/getMarketData?currencyCode=USD`)).json()) as {
  pairs: Array<{ toCoinCode: string; marketCoinCode: string; close: string | null; volume: string | null }>;
};
const traded = sample.pairs.filter((pair) => pair.close !== null);
if (traded.length !== codes.length)
  throw new Error(`expected ${codes.length} traded pairs, got ${traded.length}`);

const run = await loadTest(
  async () => {
    const response = await fetch(`${base}/api/coins/getMarketData?currencyCode=USD`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(String(response.status));
  },
  { concurrency, seconds },
);
printTable(
  `API /api/coins/getMarketData, ${sample.pairs.length} pairs (${concurrency} concurrent, ${seconds} s)`,
  [
    ["requests/s", Math.round((run.count / run.elapsedMs) * 1000)],
    ["p50 ms", percentile(run.latencies, 50).toFixed(2)],
    ["p99 ms", percentile(run.latencies, 99).toFixed(2)],
    ["errors", run.errors],
    [
      "traded pairs",
      traded.map((pair) => `${pair.toCoinCode}/${pair.marketCoinCode} ${pair.close}`).join(", "),
    ],
  ],
);

await stack.close();

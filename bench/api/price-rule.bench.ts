// What the price rule (docs/prices.md) costs the requests that read prices: the catalogue the market screens load
// (GET /api/coins/getAssets) and a checkout payment's valuation (PriceService.settlingPrice). The API runs on
// in-memory PGlite against a real standalone ledger in this process, with trades on two USDT pairs (one liquid,
// one a single wash trade). Printed: the rule's own cost per asset and per price load (pure functions, beside the
// old rule "last hourly close" on the same buckets), a price load from the ledger with the cache cleared, and the
// warm request latencies. Exits non-zero when the rule costs more than 1 % of a price load.
import { DEFAULT_PRICE_RULE, decidePrice, marketFigure, type TPriceBucket } from "@sextant/core";
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { OperatorKeys } from "../../apps/api/src/modules/demo-world/operator-keys";
import { startInProcessApi } from "../lib/in-process-api";
import { loadTest, percentile, printTable } from "../lib/measure";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 32);

const stack = await startInProcessApi("prices");
const { app, base, submit, fund } = stack;

// GOLDX/USDT: twenty trades near the reference ($85); DOGE/USDT: one 0.0001 DOGE trade at 100,000 USDT.
const keys = await OperatorKeys.load(app.database.db);
const asset = (code: string) => new Asset(code, keys.issuer(code).publicKey());
const [usdt, goldx, doge] = [asset("USDT"), asset("GOLDX"), asset("DOGE")];
const maker = Keypair.random();
const taker = Keypair.random();
await Promise.all([maker, taker, ...["USDT", "GOLDX", "DOGE"].map((code) => keys.issuer(code))].map(fund));
const trust = [usdt, goldx, doge].map((line) => Operation.changeTrust({ asset: line }));
await Promise.all([submit(maker, trust), submit(taker, trust)]);
await submit(keys.issuer("GOLDX"), [
  Operation.payment({ destination: maker.publicKey(), asset: goldx, amount: "100" }),
]);
await submit(keys.issuer("DOGE"), [
  Operation.payment({ destination: maker.publicKey(), asset: doge, amount: "1" }),
]);
await submit(keys.issuer("USDT"), [
  Operation.payment({ destination: taker.publicKey(), asset: usdt, amount: "100000" }),
]);
const trade = async (base: Asset, amount: string, price: string) => {
  await submit(maker, [Operation.manageSellOffer({ selling: base, buying: usdt, amount, price })]);
  await submit(taker, [Operation.manageBuyOffer({ selling: usdt, buying: base, buyAmount: amount, price })]);
};
for (let i = 0; i < 20; i += 1) await trade(goldx, "1", (85 + (i % 3)).toFixed(2));
await trade(doge, "0.0001", "100000");

const quotes = await app.prices.quotes();
const gold = quotes.get(`GOLDX:${goldx.getIssuer()}`);
const dogeQuote = quotes.get(`DOGE:${doge.getIssuer()}`);
if (gold?.source !== "market" || dogeQuote?.source !== "reference" || dogeQuote.usd !== 0.18)
  throw new Error(
    `unexpected prices: GOLDX ${gold?.source} ${gold?.usd}, DOGE ${dogeQuote?.source} ${dogeQuote?.usd}`,
  );

// 1. The rule alone: a full window of 24 hourly buckets, as the service feeds it, per asset.
const buckets: TPriceBucket[] = Array.from({ length: 24 }, (_, hour) => ({
  at: Date.now() - (24 - hour) * 3_600_000,
  baseVolume: 10 + hour,
  usdVolume: (10 + hour) * (85 + (hour % 3)),
}));
const reference = { usd: 85, setAt: Date.now() - 3_600_000 };
const iterations = 200_000;
const time = (work: () => unknown) => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) work();
  return Number(process.hrtime.bigint() - start) / iterations / 1000; // µs per call
};
let sink = 0;
const oldRuleUs = time(() => {
  sink += buckets.at(-1)?.usdVolume ?? 0; // the old rule: the last hour's close, nothing to weigh
});
const ruleUs = time(() => {
  sink += decidePrice({
    reference,
    market: marketFigure(buckets),
    now: Date.now(),
    settings: DEFAULT_PRICE_RULE,
  }).usd;
});
if (sink === 0) throw new Error("nothing computed");
const assetCount = quotes.size;

// 2. A price load from the ledger (cache cleared): every listed asset's window read from Horizon and decided.
const loads: number[] = [];
for (let i = 0; i < 15; i += 1) {
  app.prices.invalidate();
  const start = performance.now();
  await app.prices.quotes();
  loads.push(performance.now() - start);
}
loads.sort((a, b) => a - b);
const loadMs = percentile(loads, 50);
const ruleMsPerLoad = (ruleUs * assetCount) / 1000;

// 3. Warm requests: the catalogue of the market screens, and a checkout valuation's two price look-ups.
await app.prices.quotes();
const catalogue = await loadTest(
  async () => {
    const response = await fetch(`${base}/api/coins/getAssets?currencyCode=USD`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(String(response.status));
  },
  { concurrency, seconds },
);
const valuations: number[] = [];
for (let i = 0; i < 20_000; i += 1) {
  const start = performance.now();
  await Promise.all([
    app.prices.settlingPrice(`GOLDX:${goldx.getIssuer()}`),
    app.prices.settlingPrice("XLM"),
  ]);
  valuations.push(performance.now() - start);
}
valuations.sort((a, b) => a - b);

printTable(`Price rule (${assetCount} listed assets, ${iterations} runs of the pure rule)`, [
  ["rule per asset µs (24 buckets)", ruleUs.toFixed(3)],
  ["old rule per asset µs (last close)", oldRuleUs.toFixed(3)],
  ["rule per price load ms", ruleMsPerLoad.toFixed(3)],
  ["price load from the ledger p50 ms", loadMs.toFixed(1)],
  ["rule share of a price load %", ((ruleMsPerLoad / loadMs) * 100).toFixed(3)],
  ["GOLDX (liquid) / DOGE (one wash trade)", `${gold.usd.toFixed(2)} market / ${dogeQuote.usd} reference`],
]);
printTable(`API /api/coins/getAssets, warm (${concurrency} concurrent, ${seconds} s)`, [
  ["requests/s", Math.round((catalogue.count / catalogue.elapsedMs) * 1000)],
  ["p50 ms", percentile(catalogue.latencies, 50).toFixed(2)],
  ["p99 ms", percentile(catalogue.latencies, 99).toFixed(2)],
  ["errors", catalogue.errors],
]);
printTable("Checkout valuation: two trusted-price look-ups, warm (20,000 runs)", [
  ["p50 µs", (percentile(valuations, 50) * 1000).toFixed(1)],
  ["p99 µs", (percentile(valuations, 99) * 1000).toFixed(1)],
]);

await stack.close();
if (ruleMsPerLoad / loadMs > 0.01) {
  console.error("The price rule costs more than 1 % of a price load.");
  process.exit(1);
}

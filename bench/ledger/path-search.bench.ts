// Standalone ledger benchmark: path-search latency. Builds 20 assets (XLM and 19 credits) traded on 38 pairs
// (each credit against XLM and against its two ring neighbours), BENCH_BOOK_OFFERS (default 500) resting
// offers per pair, both sides, then times GET /paths/strict-send and /paths/strict-receive with varied amounts,
// source and destination assets. Adds 10 liquidity pools when the ledger accepts pool deposits.
// Run: npx tsx bench/ledger/path-search.bench.ts   (or `npm run bench`)
import {
  Asset,
  getLiquidityPoolId,
  type Keypair,
  LiquidityPoolAsset,
  LiquidityPoolFeeV18,
  Operation,
  type xdr,
} from "@stellar/stellar-sdk";
import { percentile, printTable } from "../lib/measure";
import { createAccounts, MAX_OPS, pipelinedBodies, seconds, signedTx, submitAll } from "./book-setup";
import { spawnLedger } from "./ledger-process";

const CREDITS = 19;
const PER_BOOK = Number(process.env.BENCH_BOOK_OFFERS ?? 500);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const POOLS = 10;
/** Credits a maker receives of each asset, and its XLM; enough for 100 offers of the largest size on one asset. */
const MAKER_CREDIT = "20000";
const MAKER_XLM = "30000";

/** Deterministic pseudo-random numbers (mulberry32), so every run asks the same questions. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The pairs: [base, counter] indexes into the asset list (0 is XLM). */
function pairs(): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 1; i <= CREDITS; i++) out.push([i, 0]);
  for (let i = 1; i <= CREDITS; i++) out.push([i, (i % CREDITS) + 1]);
  return out;
}

/** Every resting offer: alternating asks and bids, each side a price ladder 1 % to 1.5 % away from 1:1. */
function bookOps(assets: Asset[]): xdr.Operation[] {
  const ops: xdr.Operation[] = [];
  for (const [base, counter] of pairs()) {
    for (let k = 0; k < PER_BOOK; k++) {
      const ask = k % 2 === 0;
      const rung = Math.floor(k / 2);
      ops.push(
        Operation.manageSellOffer({
          selling: assets[ask ? base : counter] as Asset,
          buying: assets[ask ? counter : base] as Asset,
          amount: String(50 + (k % 10) * 10),
          price: { n: 10_100 + rung * 2, d: 10_000 },
        }),
      );
    }
  }
  return ops;
}

/** Creates the makers (trustlines to every credit, funded by the issuer) and their offers; returns the count. */
async function buildBooks(url: string, assets: Asset[], issuer: Keypair): Promise<number> {
  const ops = bookOps(assets);
  const makers = await createAccounts(url, Math.ceil(ops.length / MAX_OPS), MAKER_XLM);
  const count = makers.keys.length;
  const credits = assets.slice(1);
  const fundOps = (holder: Keypair, list: Asset[], amount: string) => [
    ...list.map((asset) => Operation.changeTrust({ asset })),
    ...list.map((asset) =>
      Operation.payment({ source: issuer.publicKey(), destination: holder.publicKey(), asset, amount }),
    ),
  ];
  const batches = makers.keys.map((maker, m) => {
    const seq = makers.seqs[m] ?? 0n;
    // Maker m places offers m, m + count, m + 2·count…, so every maker trades on many books.
    const mine = ops.filter((_, g) => g % count === m);
    return [
      signedTx(maker, seq, fundOps(maker, credits, MAKER_CREDIT), [maker, issuer]),
      signedTx(maker, seq + 1n, mine, [maker]),
    ];
  });
  await submitAll(url, batches, "book set-up");
  return ops.length;
}

interface PoolOutcome {
  pools: number;
  note: string;
}

/** Tries to open and fund 10 XLM/credit pools; reports why not when the ledger refuses. */
async function addPools(url: string, assets: Asset[], issuer: Keypair): Promise<PoolOutcome> {
  const lpFunded = await createAccounts(url, 1, "100000");
  const lp = lpFunded.keys[0] as Keypair;
  let seq = lpFunded.seqs[0] ?? 0n;
  const credits = assets.slice(1, POOLS + 1);
  const fund = signedTx(
    lp,
    seq,
    [
      ...credits.map((asset) => Operation.changeTrust({ asset })),
      ...credits.map((asset) =>
        Operation.payment({
          source: issuer.publicKey(),
          destination: lp.publicKey(),
          asset,
          amount: "10000",
        }),
      ),
    ],
    [lp, issuer],
  );
  seq += 1n;
  const shares = credits.map((asset) => new LiquidityPoolAsset(Asset.native(), asset, LiquidityPoolFeeV18));
  const trust = signedTx(
    lp,
    seq,
    shares.map((asset) => Operation.changeTrust({ asset })),
    [lp],
  );
  seq += 1n;
  const deposits = signedTx(
    lp,
    seq,
    credits.map((asset) =>
      Operation.liquidityPoolDeposit({
        liquidityPoolId: Buffer.from(
          getLiquidityPoolId("constant_product", {
            assetA: Asset.native(),
            assetB: asset,
            fee: LiquidityPoolFeeV18,
          }),
        ).toString("hex"),
        maxAmountA: "5000",
        maxAmountB: "5000",
        minPrice: "0.9",
        maxPrice: "1.1",
      }),
    ),
    [lp],
  );
  const [funded, trusted, deposited] = await pipelinedBodies(url, "/transactions", [fund, trust, deposits]);
  const codes = (r: { body: string } | undefined) => {
    const json = JSON.parse(r?.body ?? "{}") as { extras?: { result_codes?: unknown } };
    return JSON.stringify(json.extras?.result_codes ?? {});
  };
  if (funded?.status !== 200) return { pools: 0, note: `pool provider funding failed: ${codes(funded)}` };
  if (trusted?.status !== 200) return { pools: 0, note: `pool-share changeTrust refused: ${codes(trusted)}` };
  if (deposited?.status !== 200)
    return { pools: 0, note: `liquidityPoolDeposit refused: ${codes(deposited)}` };
  const list = (await (await fetch(`${url}/liquidity_pools?limit=20`)).json()) as {
    _embedded?: { records?: unknown[] };
  };
  const listed = list._embedded?.records?.length ?? 0;
  return {
    pools: credits.length,
    note: `${credits.length} XLM/credit pools funded with 5,000 + 5,000 each; /liquidity_pools lists ${listed}`,
  };
}

function assetParams(prefix: string, asset: Asset): string {
  if (asset.isNative()) return `${prefix}_asset_type=native`;
  return `${prefix}_asset_type=${asset.getAssetType()}&${prefix}_asset_code=${asset.getCode()}&${prefix}_asset_issuer=${asset.getIssuer()}`;
}

function canonical(asset: Asset): string {
  return asset.isNative() ? "native" : `${asset.getCode()}:${asset.getIssuer()}`;
}

interface Query {
  path: string;
}

/** Varied questions: any start asset, amounts spread log-uniformly over 0.5–5,000, three other terminals. */
function queries(
  assets: Asset[],
  kind: "strict-send" | "strict-receive",
  seed: number,
  count: number,
): Query[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const start = Math.floor(next() * assets.length);
    const others = new Set<number>();
    while (others.size < 3) {
      const o = Math.floor(next() * assets.length);
      if (o !== start) others.add(o);
    }
    const amount = (0.5 * 10_000 ** next()).toFixed(2);
    const list = [...others].map((i) => canonical(assets[i] as Asset)).join(",");
    const startAsset = assets[start] as Asset;
    return {
      path:
        kind === "strict-send"
          ? `/paths/strict-send?${assetParams("source", startAsset)}&source_amount=${amount}&destination_assets=${encodeURIComponent(list)}`
          : `/paths/strict-receive?${assetParams("destination", startAsset)}&destination_amount=${amount}&source_assets=${encodeURIComponent(list)}`,
    };
  });
}

async function timed(
  url: string,
  list: Query[],
): Promise<{ latencies: number[]; paths: number; empty: number }> {
  const latencies: number[] = [];
  let paths = 0;
  let empty = 0;
  for (const q of list) {
    const t0 = performance.now();
    const res = await fetch(`${url}${q.path}`);
    const json = (await res.json()) as { _embedded?: { records?: unknown[] } };
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${q.path} answered ${res.status}: ${JSON.stringify(json)}`);
    const n = json._embedded?.records?.length ?? 0;
    paths += n;
    if (n === 0) empty += 1;
  }
  return { latencies: latencies.sort((a, b) => a - b), paths, empty };
}

async function run(): Promise<void> {
  const ledger = await spawnLedger(0);
  try {
    const url = ledger.url;
    const started = performance.now();
    const issuer = (await createAccounts(url, 1, "100")).keys[0] as Keypair;
    const assets = [
      Asset.native(),
      ...Array.from(
        { length: CREDITS },
        (_, i) => new Asset(`A${String(i).padStart(2, "0")}`, issuer.publicKey()),
      ),
    ];
    const offers = await buildBooks(url, assets, issuer);
    const pools = await addPools(url, assets, issuer);
    console.log(
      `set-up: ${offers} offers on ${pairs().length} pairs of ${assets.length} assets in ${seconds(started)}`,
    );
    console.log(
      pools.pools > 0
        ? `pools: ${pools.note}`
        : `pools: NONE: the search ran WITHOUT liquidity pools (${pools.note})`,
    );

    await timed(url, queries(assets, "strict-send", 1, 20)); // warm-up
    const rows: Array<[string, string | number]> = [];
    for (const kind of ["strict-send", "strict-receive"] as const) {
      const r = await timed(url, queries(assets, kind, kind === "strict-send" ? 7 : 11, QUERIES));
      rows.push(
        [
          `${kind} latency p50 (${QUERIES} sequential requests)`,
          `${percentile(r.latencies, 50).toFixed(2)} ms`,
        ],
        [`${kind} latency p95`, `${percentile(r.latencies, 95).toFixed(2)} ms`],
        ...(kind === "strict-send"
          ? [
              ["strict-send p95 target ≤ 25 ms", percentile(r.latencies, 95) <= 25 ? "met" : "NOT met"] as [
                string,
                string,
              ],
            ]
          : []),
        [`${kind} latency max`, `${(r.latencies.at(-1) ?? Number.NaN).toFixed(2)} ms`],
        [`${kind} paths found per request (avg)`, (r.paths / QUERIES).toFixed(2)],
        [`${kind} requests with no path`, r.empty],
      );
    }
    printTable(
      `Path search, ${assets.length} assets, ${pairs().length} pairs × ${PER_BOOK} offers, ${pools.pools} pools (LEDGER_CLOSE_MS=0)`,
      rows,
    );
  } finally {
    await ledger.stop();
  }
}

await run();

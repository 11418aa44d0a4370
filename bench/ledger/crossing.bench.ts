// Standalone ledger benchmark: offer-crossing throughput against a deep book. Builds a book of BENCH_OFFERS
// (default 10,000) resting asks on one pair (USD/XLM, many maker accounts, 100-operation set-up transactions),
// then pipelines pre-signed taker offers that each cross one to three resting offers. Prints crossing
// operations/s, offers crossed/s and submission latency beside the Ed25519 verify ceiling, then checks the
// results (offerResults through the unmodified SDK, claimed amounts, book depth).
// Run: npx tsx bench/ledger/crossing.bench.ts   (or `npm run bench`)
import {
  Asset,
  Horizon,
  type Keypair,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import { percentile, printTable } from "../lib/measure";
import {
  createAccounts,
  MAX_OPS,
  pipelinedBodies,
  presignSeries,
  type Response,
  seconds,
  signedTx,
  submitAll,
} from "./book-setup";
import { getJson, post } from "./http-client";
import { spawnLedger } from "./ledger-process";
import { PASSPHRASE, signFast, verifyCeiling } from "./signing";

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const OFFER_AMOUNT = 10; // USD per resting offer
/** Taker buy amounts (USD) in rotation: 7 takes part of one offer, 15 and 25 cross two or three. */
const TAKE_AMOUNTS = [7, 15, 25];
const TAKERS = Number(process.env.BENCH_TAKERS ?? 100);
/** Crossing operations in the timed run; by default they consume about 60 % of the book. */
const TAKES = Number(process.env.BENCH_TAKES ?? Math.round(OFFERS * 0.4));
const PROBES = Number(process.env.BENCH_PROBES ?? Math.min(200, Math.round(OFFERS * 0.02)));
const MAKERS = Math.ceil(OFFERS / MAX_OPS);

/** The part of the SDK's submitTransaction `offerResults` (not in its typings) that the check prints. */
interface SdkOfferResult {
  offersClaimed: unknown[];
  amountBought: number | string;
  amountSold: number | string;
  wasImmediatelyFilled: boolean;
  effect: string;
}

interface Claimed {
  ok: boolean;
  claims: number;
  offerIds: bigint[];
  bought: bigint;
}

function decodeTaker(r: Response): Claimed {
  const failed: Claimed = { ok: false, claims: 0, offerIds: [], bought: 0n };
  if (r.status !== 200) return failed;
  const json = JSON.parse(r.body) as { result_xdr?: string };
  if (!json.result_xdr) return failed;
  const result = xdr.TransactionResult.fromXdr(json.result_xdr, "base64").result;
  if (result.type !== "txSuccess") return failed;
  const op = result.results[0];
  if (op?.type !== "opInner" || op.tr.type !== "manageBuyOffer") return failed;
  const buy = op.tr.manageBuyOfferResult;
  if (buy.type !== "manageBuyOfferSuccess") return failed;
  const atoms = buy.success.offersClaimed;
  let bought = 0n;
  const offerIds: bigint[] = [];
  for (const atom of atoms) {
    if (atom.type !== "claimAtomTypeOrderBook") continue;
    bought += atom.orderBook.amountSold;
    offerIds.push(atom.orderBook.offerId);
  }
  return { ok: true, claims: atoms.length, offerIds, bought };
}

/** Creates the makers and their resting asks; returns the makers' account ids. */
async function buildBook(url: string, usd: Asset, issuer: Keypair): Promise<string[]> {
  const makers = await createAccounts(url, MAKERS, "1000");
  const batches = makers.keys.map((maker, m) => {
    const seq = makers.seqs[m] ?? 0n;
    const count = Math.min(MAX_OPS, OFFERS - m * MAX_OPS);
    const fund = signedTx(
      maker,
      seq,
      [
        Operation.changeTrust({ asset: usd }),
        Operation.payment({
          source: issuer.publicKey(),
          destination: maker.publicKey(),
          asset: usd,
          amount: String(count * OFFER_AMOUNT),
        }),
      ],
      [maker, issuer],
    );
    // Offer k of maker m gets ladder rung k * MAKERS + m, so neighbouring prices belong to different makers.
    const offers = Array.from({ length: count }, (_, k) =>
      Operation.manageSellOffer({
        selling: usd,
        buying: Asset.native(),
        amount: String(OFFER_AMOUNT),
        price: { n: OFFERS + k * MAKERS + m, d: OFFERS },
      }),
    );
    return [fund, signedTx(maker, seq + 1n, offers, [maker])];
  });
  await submitAll(url, batches, "book set-up");
  return makers.keys.map((k) => k.publicKey());
}

function takerOps(usd: Asset): xdr.Operation[] {
  return TAKE_AMOUNTS.map((amount) =>
    Operation.manageBuyOffer({ selling: Asset.native(), buying: usd, buyAmount: String(amount), price: "3" }),
  );
}

async function restingOffers(url: string, makers: string[]): Promise<number> {
  const counts = await Promise.all(
    makers.map(async (id) => Number((await getJson(`${url}/accounts/${id}`)).subentry_count) - 1),
  );
  return counts.reduce((a, b) => a + b, 0);
}

async function run(ceiling: number): Promise<void> {
  const ledger = await spawnLedger(0);
  try {
    const url = ledger.url;
    const setupStart = performance.now();
    const issuer = (await createAccounts(url, 1, "100")).keys[0] as Keypair;
    const usd = new Asset("USD", issuer.publicKey());
    const makerIds = await buildBook(url, usd, issuer);
    const depthBefore = await restingOffers(url, makerIds);
    const bookBuilt = seconds(setupStart);

    const takers = await createAccounts(url, TAKERS, "10000");
    await submitAll(
      url,
      takers.keys.map((k, i) => [
        signedTx(k, takers.seqs[i] ?? 0n, [Operation.changeTrust({ asset: usd })], [k]),
      ]),
      "taker trustlines",
    );
    const ops = takerOps(usd);
    const perTaker = Math.ceil(TAKES / TAKERS);
    const batches = takers.keys.map((k, i) => {
      const first = (takers.seqs[i] ?? 0n) + 2n;
      const count = Math.max(0, Math.min(perTaker, TAKES - i * perTaker));
      takers.seqs[i] = first - 1n + BigInt(count);
      // Rotate the starting amount per taker so the mix stays even whatever the counts.
      return presignSeries(k, first, [...ops.slice(i % 3), ...ops.slice(0, i % 3)], count);
    });
    const probeKey = takers.keys[0] as Keypair;
    const probeFirst = (takers.seqs[0] ?? 0n) + 1n;
    const probes = presignSeries(probeKey, probeFirst, ops, PROBES);
    takers.seqs[0] = probeFirst - 1n + BigInt(PROBES);
    console.log(
      `set-up: book of ${OFFERS} offers from ${MAKERS} makers in ${bookBuilt}, total ${seconds(setupStart)}`,
    );

    // Timed run: every taker pipelines its offers down its own connection, takers concurrently.
    const started = performance.now();
    const responses = await Promise.all(
      batches.map((envelopes) => pipelinedBodies(url, "/transactions", envelopes)),
    );
    const elapsed = (performance.now() - started) / 1000;

    const results = responses.flat().map(decodeTaker);
    const failed = results.filter((r) => !r.ok).length;
    const claims = results.reduce((n, r) => n + r.claims, 0);
    const requested = batches.reduce((sum, envs, i) => {
      let s = 0n;
      for (let j = 0; j < envs.length; j++) {
        s += BigInt((TAKE_AMOUNTS[(j + (i % 3)) % 3] ?? 0) * 10_000_000);
      }
      return sum + s;
    }, 0n);
    const bought = results.reduce((n, r) => n + r.bought, 0n);
    const distinct = new Set(results.flatMap((r) => r.offerIds)).size;
    const depthAfter = await restingOffers(url, makerIds);
    // Takers consume the book best price first, so at most one touched offer is still resting, partly taken.
    const depthOk = depthAfter === depthBefore - distinct || depthAfter === depthBefore - distinct + 1;

    // Sequential latency probes from one taker (each still crosses resting offers).
    const samples: number[] = [];
    let probeFailures = 0;
    for (const envelope of probes) {
      const t0 = performance.now();
      const status = await post(url, "/transactions", envelope);
      samples.push(performance.now() - t0);
      if (status !== 200) probeFailures += 1;
    }
    samples.sort((a, b) => a - b);

    // Check: three more takers through the unmodified SDK, which decodes their offerResults.
    const server = new Horizon.Server(url, { allowHttp: true });
    const sampleKey = takers.keys[1] as Keypair;
    const account = await server.loadAccount(sampleKey.publicKey());
    const sampleLines: string[] = [];
    for (const op of ops) {
      const tx = new TransactionBuilder(account, { fee: "100", networkPassphrase: PASSPHRASE })
        .addOperation(op)
        .setTimeout(TimeoutInfinite)
        .build();
      signFast(tx, sampleKey);
      const res = await server.submitTransaction(tx);
      const offer = (res as unknown as { offerResults?: SdkOfferResult[] }).offerResults?.[0];
      sampleLines.push(
        offer
          ? `${offer.offersClaimed.length} claimed, bought ${offer.amountBought} USD for ${offer.amountSold} XLM, ` +
              `${offer.wasImmediatelyFilled ? "immediately filled" : `effect ${offer.effect}`}`
          : "no offerResults",
      );
    }

    printTable(`Offer crossing, book of ${OFFERS} asks on USD/XLM (LEDGER_CLOSE_MS=0, POST /transactions)`, [
      [
        `crossing operations/s (${TAKERS} takers, ${TAKES} manageBuyOffer, pipelined)`,
        Math.round(TAKES / elapsed),
      ],
      ["target ≥ 1,000 crossing operations/s", TAKES / elapsed >= 1000 ? "met" : "NOT met"],
      ["offers crossed/s (claim atoms)", Math.round(claims / elapsed)],
      ["offers crossed per operation (avg)", (claims / Math.max(1, TAKES)).toFixed(2)],
      ["timed run", `${elapsed.toFixed(2)} s`],
      ["failed submissions / failed operations", failed],
      [
        `submission latency p50 (${PROBES} sequential crossing txs)`,
        `${percentile(samples, 50).toFixed(2)} ms`,
      ],
      ["submission latency p99", `${percentile(samples, 99).toFixed(2)} ms`],
      ["failed latency probes", probeFailures],
      ["Ed25519 verify ceiling (node:crypto, 1 core)", `${ceiling} verifies/s`],
    ]);
    printTable("Check", [
      [
        "USD bought in the timed run = USD requested",
        `${bought === requested ? "yes" : "NO"} (${Number(bought) / 1e7})`,
      ],
      ["resting offers before the timed run", depthBefore],
      ["distinct resting offers crossed in the timed run", distinct],
      [
        "resting offers after it (makers' subentries)",
        `${depthAfter} (${depthOk ? "consistent" : "INCONSISTENT"} with the offers crossed)`,
      ],
      ...sampleLines.map((line, i): [string, string] => [`SDK offerResults, sample taker ${i + 1}`, line]),
    ]);
  } finally {
    await ledger.stop();
  }
}

await run(verifyCeiling());

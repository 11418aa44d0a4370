// Standalone ledger benchmark: sustained payments/s (with signature verification) and submission latency,
// in both close modes, each printed beside the node:crypto Ed25519 verify ceiling measured in this run
// (BENCH_ROUNDS rounds per mode, default 3; the median round is reported).
// Run: npx tsx bench/ledger/throughput.bench.ts   (or `npm run bench`)
import { Account, Keypair, Operation, TimeoutInfinite, TransactionBuilder } from "@stellar/stellar-sdk";
import { pipelined } from "../../packages/ledger/test/support/pipelined-http";
import { percentile, printTable } from "../lib/measure";
import { getJson, post } from "./http-client";
import { spawnLedger } from "./ledger-process";
import { PASSPHRASE, payments, signFast, verifyCeiling } from "./signing";

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 200);
const PER_ACCOUNT = Number(process.env.BENCH_PER_ACCOUNT ?? 100);

interface Funded {
  keys: Keypair[];
  seqs: bigint[];
}

async function fundAccounts(url: string, count: number): Promise<Funded> {
  const root = Keypair.master(PASSPHRASE);
  let seq = BigInt(String((await getJson(`${url}/accounts/${root.publicKey()}`)).sequence));
  const keys = Array.from({ length: count }, () => Keypair.random());
  for (let i = 0; i < count; i += 100) {
    const builder = new TransactionBuilder(new Account(root.publicKey(), seq.toString()), {
      fee: "10000",
      networkPassphrase: PASSPHRASE,
    }).setTimeout(TimeoutInfinite);
    for (const k of keys.slice(i, i + 100)) {
      builder.addOperation(Operation.createAccount({ destination: k.publicKey(), startingBalance: "1000" }));
    }
    const tx = builder.build();
    signFast(tx, root);
    const status = await post(url, "/transactions", tx.toXdr());
    if (status !== 200) throw new Error(`funding failed with ${status}`);
    seq += 1n;
  }
  const seqs = await Promise.all(
    keys.map(async (k) => BigInt(String((await getJson(`${url}/accounts/${k.publicKey()}`)).sequence))),
  );
  return { keys, seqs };
}

function presign(funded: Funded, perAccount: number): string[][] {
  const sink = Keypair.master(PASSPHRASE).publicKey();
  return funded.keys.map((k, i) => {
    const start = funded.seqs[i] ?? 0n;
    const envelopes = payments(k, start + 1n, perAccount, sink);
    funded.seqs[i] = start + BigInt(perAccount);
    return envelopes;
  });
}

async function waitForLedgerWith(url: string, envelope: string): Promise<void> {
  const hash = Buffer.from(TransactionBuilder.fromXDR(envelope, PASSPHRASE).hash()).toString("hex");
  for (;;) {
    const res = await fetch(`${url}/transactions/${hash}`);
    await res.arrayBuffer();
    if (res.status === 200) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Every account pipelines its payments, in sequence order, down its own connection; accounts run concurrently. */
async function throughput(
  url: string,
  batches: string[][],
  path: string,
): Promise<{ perSecond: number; failed: number }> {
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    batches.map(async (envelopes) => {
      for (const status of await pipelined(url, path, envelopes)) {
        if (status !== 200 && status !== 201) failed += 1;
      }
    }),
  );
  const last = batches.at(-1)?.at(-1);
  if (last) await waitForLedgerWith(url, last);
  const seconds = (performance.now() - started) / 1000;
  const total = batches.reduce((n, b) => n + b.length, 0);
  return { perSecond: Math.round(total / seconds), failed };
}

async function latency(url: string, envelopes: string[]): Promise<number[]> {
  const samples: number[] = [];
  for (const envelope of envelopes) {
    const t0 = performance.now();
    const status = await post(url, "/transactions", envelope);
    samples.push(performance.now() - t0);
    if (status !== 200) throw new Error(`latency probe failed with ${status}`);
  }
  return samples.sort((a, b) => a - b);
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function runMode(closeMs: number): Promise<void> {
  const ledger = await spawnLedger(closeMs);
  try {
    const funded = await fundAccounts(ledger.url, ACCOUNTS);
    const path = closeMs === 0 ? "/transactions" : "/transactions_async";
    // Several rounds on the same ledger, the median reported: one round's figure on a shared machine swings with
    // whatever else ran in those seconds. The ceiling is measured right before and right after each round and
    // averaged, for the same reason.
    const rounds: { perSecond: number; failed: number; ceiling: number; share: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const batches = presign(funded, PER_ACCOUNT);
      const before = verifyCeiling();
      const result = await throughput(ledger.url, batches, path);
      const ceiling = Math.round((before + verifyCeiling()) / 2);
      rounds.push({ ...result, ceiling, share: result.perSecond / ceiling });
    }
    const median = [...rounds].sort((a, b) => a.share - b.share)[Math.floor(rounds.length / 2)];
    if (!median) throw new Error("no round ran");
    const probes = closeMs === 0 ? 500 : 10;
    const one = { keys: funded.keys.slice(0, 1), seqs: funded.seqs.slice(0, 1) };
    const samples = await latency(ledger.url, presign(one, probes)[0] ?? []);
    const percent = (share: number) => `${Math.round(100 * share)} %`;
    printTable(`LEDGER_CLOSE_MS=${closeMs}`, [
      [
        `payments/s (${ACCOUNTS} accounts × ${PER_ACCOUNT}, POST ${path}, median of ${ROUNDS} rounds)`,
        median.perSecond,
      ],
      ["failed submissions (all rounds)", rounds.reduce((n, r) => n + r.failed, 0)],
      [
        `submission latency p50 (POST /transactions, ${probes} sequential)`,
        `${percentile(samples, 50).toFixed(2)} ms`,
      ],
      ["submission latency p99", `${percentile(samples, 99).toFixed(2)} ms`],
      ["Ed25519 verify ceiling (node:crypto, 1 core), that round", `${median.ceiling} verifies/s`],
      ["payments/s as a share of the ceiling (median round)", percent(median.share)],
      ["every round's share", rounds.map((r) => percent(r.share)).join(", ")],
    ]);
  } finally {
    await ledger.stop();
  }
}

for (const mode of (process.env.BENCH_MODES ?? "0,1000").split(",")) await runMode(Number(mode));

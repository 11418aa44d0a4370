// Trade-to-screen latency: an /exchange page is open on LEVELG/XLM in Chromium; a trade is submitted to the
// ledger (LEDGER_CLOSE_MS=1000, as in production-like use) and the clock runs until the trade's amount shows in
// the page's trades panel, without a reload. Printed: p50 / p90 / max over the runs, against the 700 ms p50 target
// (ledgers close every second whatever was submitted, so a submission waits half an interval on average).
import { Asset, Horizon, Keypair, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { launchChromium } from "../../e2e/support/chromium";
import { percentile, printTable } from "../lib/measure";
import { startStack } from "../lib/stack";

const runs = Number(process.env.BENCH_RUNS ?? 8);
const TARGET_MS = 700;
// The demo taker's own random trades are off, so the first new row after a submission is the measured trade.
const stack = await startStack({ ledgerCloseMs: 1000, apiEnv: { DEMO_TRADE_SECONDS: "0" } });
const browser = await launchChromium();

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function waitForDemoWorld(): Promise<void> {
  for (let i = 0; i < 240; i += 1) {
    const health = await json<{ demoWorld?: string }>(`${stack.baseUrl}/api/health`);
    if (health.demoWorld === "ready") return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the demo world did not become ready");
}

try {
  await waitForDemoWorld();
  const horizon = new Horizon.Server(stack.horizonUrl, { allowHttp: true });
  const root = await json<{ network_passphrase: string }>(`${stack.horizonUrl}/`);
  const passphrase = root.network_passphrase;
  const config = await json<{
    pairs: Array<{ marketCoinCode: string; toCoinCode: string; toIssure: string }>;
  }>(`${stack.baseUrl}/api/coins/marketConfig`);
  const pair = config.pairs.find((p) => p.marketCoinCode === "XLM" && p.toCoinCode === "LEVELG");
  if (!pair) throw new Error("no LEVELG/XLM pair configured");
  const levelg = new Asset("LEVELG", pair.toIssure);

  // The taker buys small, distinct amounts of LEVELG from the book the market makers keep.
  const taker = Keypair.random();
  await json(`${stack.horizonUrl}/friendbot?addr=${taker.publicKey()}`);
  const submit = async (operations: ReturnType<typeof Operation.changeTrust>[]) => {
    const account = await horizon.loadAccount(taker.publicKey());
    const builder = new TransactionBuilder(account, { fee: "100", networkPassphrase: passphrase });
    for (const operation of operations) builder.addOperation(operation);
    const tx = builder.setTimeout(60).build();
    tx.sign(taker);
    await horizon.submitTransaction(tx);
  };
  await submit([Operation.changeTrust({ asset: levelg })]);

  const context = await browser.newContext({
    baseURL: stack.baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto("/exchange");
  await page.getByTestId("recent-trade").first().waitFor({ timeout: 30_000 });
  // Let the page's streams attach before the first measured trade.
  await page.waitForTimeout(3000);

  const latencies: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const book = await horizon.orderbook(levelg, Asset.native()).call();
    const bestAsk = book.asks[0]?.price;
    if (!bestAsk) throw new Error("the LEVELG/XLM book has no asks");
    // A distinct amount per run, far inside the best level.
    const amount = `1.${String(2345670 + i * 11).padStart(7, "0")}`;
    const limit = (Number(bestAsk) * 1.05).toFixed(7);
    const rows = page.getByTestId("recent-trade");
    const before = (await rows.first().textContent()) ?? "";
    const t0 = performance.now();
    const submitted = submit([
      Operation.manageBuyOffer({ selling: Asset.native(), buying: levelg, buyAmount: amount, price: limit }),
    ]);
    // The newest row of the trades panel changes when the trade streams in.
    await page.waitForFunction(
      (previous) => document.querySelector('[data-testid="recent-trade"]')?.textContent !== previous,
      before,
      { timeout: 20_000, polling: "raf" },
    );
    latencies.push(performance.now() - t0);
    await submitted;
    const shown = (await rows.first().textContent()) ?? "";
    if (!shown.includes(amount.slice(0, 6))) throw new Error(`unexpected newest trade: ${shown}`);
    // Ledgers close on a fixed cadence: spread the submissions over its phase (steps of 0.37 of an interval)
    // rather than landing each one at the same point of it.
    await page.waitForTimeout(1200 + ((i * 370) % 1000));
  }
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  printTable(`Trade → /exchange trades panel (LEDGER_CLOSE_MS=1000, ${runs} trades)`, [
    ["p50", `${p50.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${p50 <= TARGET_MS ? "met" : "missed"})`],
    ["p90", `${percentile(latencies, 90).toFixed(0)} ms`],
    ["max", `${(latencies.at(-1) ?? Number.NaN).toFixed(0)} ms`],
  ]);
  await context.close();
} finally {
  await browser.close();
  await stack.stop();
}

// Trade release latency: the seller's 'I have received' until the buyer's wallet screen (/walletScreen, open in
// the buyer's own Chromium context, no reload) shows the LEVELG balance with the trade's amount added. Between the
// two: the state change, the platform's signature, the fee-bumped release stored and submitted, the ledger's
// close, and the wallet noticing its new balance. Printed in ms and in ledger closes (the ledger's own sequence,
// read when the request is sent and when the screen shows the balance), against a p50 of 2 closes. Real stack,
// ledger closing every BENCH_CLOSE_MS (default 1000), API on a fresh PostgreSQL database (BENCH_DATABASE_URL or
// TEST_DATABASE_URL).
import { formatAmount, toStroops } from "@sextant/core";
import type { Page } from "playwright-core";
import { percentile, printTable } from "../lib/measure";
import { startTradeBench } from "../lib/p2p-trades";

const runs = Number(process.env.BENCH_RUNS ?? 10);
const closeMs = Number(process.env.BENCH_CLOSE_MS ?? 1000);
const TARGET_CLOSES = 2;
const WAIT = { timeout: 60_000 };

const world = await startTradeBench({ ledgerCloseMs: closeMs });
const balanceCell = '[data-testid="coin-row-LEVELG"] [data-testid="total-balance"]';

/** Resolves when the buyer's wallet shows `text` (the app's own formatting of an amount) as the LEVELG balance. */
const showsBalance = (page: Page, text: string, polling: "raf" | number) =>
  page
    .waitForFunction(
      ([selector, wanted]) => document.querySelector(selector)?.textContent === wanted,
      [balanceCell, text] as const,
      { ...WAIT, polling },
    )
    .then(() => performance.now());

try {
  const page = await world.page(world.buyer);
  const ms: number[] = [];
  const closes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const amount = `${20 + i}.7654321`;
    const tradeId = await world.startTrade(amount);
    await (await world.fundEscrow(tradeId)).confirm();
    await (await world.preparePaid(tradeId)).send();
    // The buyer watches the wallet: the balance before the release, read from the ledger and seen on screen.
    await page.goto("/walletScreen");
    const cell = page.locator(balanceCell).first();
    await cell.waitFor(WAIT);
    const account = await world.horizon.loadAccount(world.buyer.publicKey());
    const line = account.balances.find((b) => "asset_code" in b && b.asset_code === "LEVELG");
    const before = toStroops(line?.balance ?? "0");
    await showsBalance(page, formatAmount(before), 100).catch(async () => {
      throw new Error(`the wallet shows ${await cell.textContent()}, the ledger ${formatAmount(before)}`);
    });
    const expected = before + toStroops(amount);
    const shown = showsBalance(page, formatAmount(expected), "raf");
    const ledgerAtStart = await world.latestLedger();
    const sentAt = performance.now();
    await world.received(tradeId);
    const shownAt = await shown;
    const ledgerAtShown = await world.latestLedger();
    ms.push(shownAt - sentAt);
    closes.push(ledgerAtShown - ledgerAtStart);
  }
  ms.sort((a, b) => a - b);
  closes.sort((a, b) => a - b);
  const p50Closes = percentile(closes, 50);
  printTable(
    `Seller's 'I have received' → the buyer's wallet shows the released amount (${closeMs} ms ledgers, ${runs} trades)`,
    [
      ["p50", `${percentile(ms, 50).toFixed(0)} ms`],
      ["p90", `${percentile(ms, 90).toFixed(0)} ms`],
      [
        "p50 in ledger closes",
        `${p50Closes} (target ≤ ${TARGET_CLOSES}: ${p50Closes <= TARGET_CLOSES ? "met" : "missed"})`,
      ],
      ["max in ledger closes", `${closes.at(-1)}`],
    ],
  );
} finally {
  await world.stop();
}

// Trade status latency: a status change made by one party of a P2P trade until the other party's open progress
// page (/transactionProgressScreen, in its own Chromium context) shows it, without a reload. Each trade gives
// three changes: the seller's confirmed funding (Pending → Started, on the buyer's page), the buyer's 'I have paid'
// (Started → Paid, on the seller's page) and the seller's 'I have received' (→ Completed, on the buyer's page,
// which then moves on to the review screen). Clocks start when the request is sent; the API's own time is in it.
// Real stack (ledger closing every BENCH_CLOSE_MS, default 1000; API process on a fresh PostgreSQL database from
// BENCH_DATABASE_URL or TEST_DATABASE_URL). Printed: p50 / p90 over all changes and per kind, against 300 ms p50.
import type { Page } from "playwright-core";
import { percentile, printTable } from "../lib/measure";
import { startTradeBench } from "../lib/p2p-trades";

const trades = Number(process.env.BENCH_TRADES ?? 7);
const closeMs = Number(process.env.BENCH_CLOSE_MS ?? 1000);
const TARGET_MS = 300;
const WAIT = { timeout: 60_000 };

const world = await startTradeBench({ ledgerCloseMs: closeMs });

/** Opens the trade's progress page and waits for its status and the live connection. */
async function openProgress(page: Page, tradeId: string, status: string): Promise<void> {
  await page.goto(`/transactionProgressScreen?tradeId=${tradeId}`);
  await page.getByTestId("trade-status").filter({ hasText: status }).waitFor(WAIT);
  await page.locator('header button[data-live="on"]').waitFor(WAIT);
}

/** Resolves when the page shows `status` in its badge, or has left the progress screen for `leavesTo`. */
function shows(page: Page, status: string, leavesTo?: string): Promise<number> {
  return page
    .waitForFunction(
      ([wanted, path]) =>
        document.querySelector('[data-testid="trade-status"]')?.textContent === wanted ||
        (path !== "" && window.location.pathname === path),
      [status, leavesTo ?? ""] as const,
      { ...WAIT, polling: "raf" },
    )
    .then(() => performance.now());
}

const byKind = new Map<string, number[]>();
const afterAnswer: number[] = [];
const record = (kind: string, sentAt: number, answeredAt: number, shownAt: number) => {
  byKind.set(kind, [...(byKind.get(kind) ?? []), shownAt - sentAt]);
  afterAnswer.push(shownAt - answeredAt);
};

try {
  const buyerPage = await world.page(world.buyer);
  const sellerPage = await world.page(world.seller);
  for (let i = 0; i < trades; i += 1) {
    const tradeId = await world.startTrade(`${10 + i}.1234567`);
    await openProgress(buyerPage, tradeId, "Pending");
    await openProgress(sellerPage, tradeId, "Pending");

    const funded = await world.fundEscrow(tradeId);
    let shown = shows(buyerPage, "Started");
    let sentAt = performance.now();
    await funded.confirm();
    let answeredAt = performance.now();
    record("Started (seller → buyer's page)", sentAt, answeredAt, await shown);

    const paid = await world.preparePaid(tradeId);
    shown = shows(sellerPage, "Paid");
    sentAt = performance.now();
    await paid.send();
    answeredAt = performance.now();
    record("Paid (buyer → seller's page)", sentAt, answeredAt, await shown);

    shown = shows(buyerPage, "Completed", "/reviewScreen");
    sentAt = performance.now();
    await world.received(tradeId);
    answeredAt = performance.now();
    record("Completed (seller → buyer's page)", sentAt, answeredAt, await shown);
  }
  const all = [...byKind.values()].flat().sort((a, b) => a - b);
  const p50 = percentile(all, 50);
  const rows: Array<[string, string]> = [
    [
      `all ${all.length} changes, p50`,
      `${p50.toFixed(0)} ms (target ≤ ${TARGET_MS} ms: ${p50 <= TARGET_MS ? "met" : "missed"})`,
    ],
    ["all changes, p90", `${percentile(all, 90).toFixed(0)} ms`],
  ];
  for (const [kind, values] of byKind) {
    values.sort((a, b) => a - b);
    rows.push([
      `${kind}, p50 / p90`,
      `${percentile(values, 50).toFixed(0)} / ${percentile(values, 90).toFixed(0)} ms`,
    ]);
  }
  afterAnswer.sort((a, b) => a - b);
  rows.push(["from the API's answer to the other page, p50", `${percentile(afterAnswer, 50).toFixed(0)} ms`]);
  printTable(
    `Trade status change → the other party's open progress page (${closeMs} ms ledgers, ${trades} trades)`,
    rows,
  );
} finally {
  await world.stop();
}

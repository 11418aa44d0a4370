import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { demoPairs } from "./market/demo-pairs";
import { MARKET_HISTORY_VERSION, readMarketHistoryRecord } from "./market/seed-market-history";
import { OperatorKeys } from "./operator-keys";

describe("demo world job on a ledger closing every second", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;

  beforeAll(async () => {
    // As `npm start` runs it: 1 s ledgers, development clock on; the job seeds in the background.
    ledger = await startTestLedger({ devClock: true, closeMs: 1000 });
    app = await createTestApp("pglite", {
      horizonUrl: ledger.ledger.url,
      demoWorld: true,
      demoTradeSeconds: 2,
    });
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  it("reports seeding, then ready once accounts, history, pools and books are in place", async () => {
    const health = async () => (await app.inject({ url: "/api/health" })).json() as { demoWorld: string };
    expect((await health()).demoWorld).toBe("seeding");
    // Seeding takes ~40 s on a quiet 2-core machine and several times that on a busy one.
    const deadline = Date.now() + 240_000;
    while (app.demoWorld.status === "seeding" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await health()).demoWorld).toBe("ready");

    expect(await readMarketHistoryRecord(app.database.db)).toMatchObject({
      version: MARKET_HISTORY_VERSION,
      complete: true,
    });
    const keys = await OperatorKeys.load(app.database.db);
    const pools = await ledger.horizon
      .liquidityPools()
      .forAccount(keys.keypair("liquidity").publicKey())
      .call();
    expect(pools.records.length).toBeGreaterThanOrEqual(2);
    for (const pair of demoPairs(keys)) {
      const book = await ledger.horizon.orderbook(pair.counter, pair.base).limit(20).call();
      expect(book.asks.length, pair.label).toBeGreaterThanOrEqual(9);
      expect(book.bids.length, pair.label).toBeGreaterThanOrEqual(9);
    }
    // Then the taker trades with the maker now and then (every 1–3 s here).
    const taker = keys.keypair("taker").publicKey();
    const liveTrade = async () => {
      const page = await ledger.horizon.trades().forAccount(taker).order("desc").limit(1).call();
      const time = page.records[0]?.ledger_close_time;
      return time !== undefined && Date.parse(time) > Date.now() - 60_000;
    };
    const tradeDeadline = Date.now() + 60_000;
    while (!(await liveTrade()) && Date.now() < tradeDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(await liveTrade()).toBe(true);

    // The clock is back to wall time once the history is written.
    const clock = (await (await fetch(`${ledger.ledger.url}/_dev/clock`)).json()) as { time: number };
    expect(Math.abs(clock.time - Date.now() / 1000)).toBeLessThanOrEqual(2);
  }, 360_000);
});

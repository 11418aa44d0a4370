import { toStroops } from "@sextant/core";
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { appMeta } from "../../db/schema";
import { loadOffers } from "./market/account-offers";
import { type DemoPair, demoPairs } from "./market/demo-pairs";
import { makeMarkets } from "./market/make-markets";
import { ledgerPrice, shiftPpm } from "./market/ratio";
import { demoPools, seedLiquidityPools } from "./market/seed-liquidity-pools";
import {
  HISTORY_DAYS,
  HISTORY_LEDGERS_PER_DAY,
  MARKET_HISTORY_DATA_NAME,
  MARKET_HISTORY_KEY,
  MARKET_HISTORY_VERSION,
  readMarketHistoryRecord,
  seedMarketHistory,
} from "./market/seed-market-history";
import { takerRound } from "./market/taker-round";
import { OperatorKeys } from "./operator-keys";
import { seedDemoWorld } from "./seed-demo-world";

const DAY_MS = 86_400_000;

describe("demo world, part 2: a living demo market", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let keys: OperatorKeys;
  let pairs: DemoPair[];

  const context = () => ({
    horizon: ledger.horizon,
    keys,
    networkPassphrase: ledger.ledger.networkPassphrase,
    homeDomain: "localhost:3000",
    db: app.database.db,
  });
  const seedAll = async () => {
    const accounts = await seedDemoWorld(context());
    const history = await seedMarketHistory(context());
    const deposits = await seedLiquidityPools(context());
    const quotes = await makeMarkets({
      ...context(),
      onPairError: (pair, error) => {
        throw new Error(`${pair.label} not quoted`, { cause: error });
      },
    });
    return { accounts, history, deposits, quotes };
  };
  const tradeCount = async (pair: DemoPair) => {
    const page = await ledger.horizon
      .tradeAggregation(pair.counter, pair.base, 0, Date.now() + 8 * DAY_MS, 604_800_000, 0)
      .limit(200)
      .call();
    return page.records.reduce((sum, record) => sum + Number(record.trade_count), 0);
  };
  const poolShares = async () => {
    const account = await ledger.horizon.loadAccount(keys.keypair("liquidity").publicKey());
    return account.balances
      .filter((line) => line.asset_type === "liquidity_pool_shares")
      .map((line) => line.balance)
      .sort();
  };

  beforeAll(async () => {
    ledger = await startTestLedger({ devClock: true });
    app = await createTestApp("pglite", { horizonUrl: ledger.ledger.url, demoWorld: false });
    keys = await OperatorKeys.load(app.database.db);
    pairs = demoPairs(keys);
    const first = await seedAll();
    expect(first.accounts).toBeGreaterThan(100);
    expect(first.history).toBe("seeded");
    expect(first.deposits).toBe(3);
    expect(first.quotes).toBeGreaterThanOrEqual(pairs.length * 20);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  it("writes the back-dated history and records it in app_meta", async () => {
    const record = await readMarketHistoryRecord(app.database.db);
    expect(record).toMatchObject({ version: MARKET_HISTORY_VERSION, complete: true });
    // 40 whole UTC days before today, then today's parts up to the seeding.
    expect(record?.ledgers).toBeGreaterThanOrEqual(HISTORY_DAYS * HISTORY_LEDGERS_PER_DAY);
    expect(record?.ledgers).toBeLessThanOrEqual((HISTORY_DAYS + 1) * HISTORY_LEDGERS_PER_DAY);
    expect(record?.trades).toBe((record?.ledgers ?? 0) * pairs.length);
  });

  it("keeps at least 9 levels a side on every configured pair, asks above bids", async () => {
    for (const pair of pairs) {
      const book = await ledger.horizon.orderbook(pair.counter, pair.base).limit(20).call();
      expect(book.asks.length, pair.label).toBeGreaterThanOrEqual(9);
      expect(book.bids.length, pair.label).toBeGreaterThanOrEqual(9);
      const bestAsk = Number(book.asks[0]?.price);
      const bestBid = Number(book.bids[0]?.price);
      expect(bestAsk, pair.label).toBeGreaterThan(bestBid);
    }
  });

  it("gives every pair about 40 real daily candles, with trades inside the last 24 hours", async () => {
    const now = Date.now();
    for (const pair of pairs) {
      const daily = await ledger.horizon
        .tradeAggregation(pair.counter, pair.base, now - 45 * DAY_MS, now + 60_000, DAY_MS, 0)
        .limit(200)
        .call();
      expect(daily.records.length, pair.label).toBeGreaterThanOrEqual(HISTORY_DAYS);
      expect(daily.records.length, pair.label).toBeLessThanOrEqual(HISTORY_DAYS + 1);
      for (const candle of daily.records) {
        for (const value of [candle.open, candle.high, candle.low, candle.close, candle.base_volume]) {
          expect(Number(value), pair.label).toBeGreaterThan(0);
        }
      }
      const moving = daily.records.filter((candle) => candle.high !== candle.low);
      expect(moving.length, pair.label).toBeGreaterThan(HISTORY_DAYS / 2);
      const lastDay = await ledger.horizon
        .tradeAggregation(pair.counter, pair.base, now - DAY_MS, now + 60_000, 3_600_000, 0)
        .limit(200)
        .call();
      const trades = lastDay.records.reduce((sum, record) => sum + Number(record.trade_count), 0);
      // The window starts at the next whole hour, so the day's first back-dated ledger may fall just outside.
      expect(trades, pair.label).toBeGreaterThanOrEqual(HISTORY_LEDGERS_PER_DAY - 1);
    }
  });

  it("prices the history around the reference price ratio", async () => {
    const levelg = pairs.find((pair) => pair.label === "LEVELG/XLM") as DemoPair;
    const page = await ledger.horizon.trades().forAssetPair(levelg.counter, levelg.base).limit(200).call();
    const reference = 0.05 / 0.35;
    for (const trade of page.records) {
      const price = Number(trade.price?.n) / Number(trade.price?.d);
      expect(price).toBeGreaterThan(reference * 0.85);
      expect(price).toBeLessThan(reference * 1.15);
    }
  });

  it("funds at least two liquidity pools with reserves from the liquidity account", async () => {
    const page = await ledger.horizon
      .liquidityPools()
      .forAccount(keys.keypair("liquidity").publicKey())
      .call();
    expect(page.records.length).toBeGreaterThanOrEqual(2);
    expect(page.records.map((pool) => pool.id).sort()).toEqual(
      demoPools(keys)
        .map((pool) => pool.id)
        .sort(),
    );
    for (const pool of page.records) {
      for (const reserve of pool.reserves) expect(toStroops(reserve.amount)).toBeGreaterThan(0n);
    }
  });

  it("is idempotent: a second seeding writes nothing new", async () => {
    const before = await Promise.all(pairs.map(tradeCount));
    const shares = await poolShares();
    const again = await seedAll();
    expect(again).toMatchObject({ accounts: 0, history: "already-seeded", deposits: 0, quotes: 0 });
    expect(await Promise.all(pairs.map(tradeCount))).toEqual(before);
    expect(await poolShares()).toEqual(shares);
  });

  it("the taker never crosses a user's offer, and trades with the maker when its offer is the best", async () => {
    const pair = pairs.find((candidate) => candidate.label === "EURX/XLM") as DemoPair;
    const maker = keys.keypair("maker").publicKey();
    const bestMakerAsk = async () => {
      const asks = (await loadOffers(ledger.horizon, maker)).filter(
        (offer) => offer.selling.equals(pair.counter) && offer.buying.equals(pair.base),
      );
      return asks.sort((a, b) => (a.price.num * b.price.den < b.price.num * a.price.den ? -1 : 1))[0];
    };
    const user = Keypair.random();
    await ledger.fund(user);
    await ledger.submit(user, [Operation.changeTrust({ asset: pair.counter })]);
    await ledger.submit(keys.keypair("distribution"), [
      Operation.payment({ destination: user.publicKey(), asset: pair.counter, amount: "100" }),
    ]);
    const best = await bestMakerAsk();
    if (!best) throw new Error("the maker has no EURX ask");
    // The user asks slightly less than the maker's best ask: the user's offer is now the top of the book.
    const userPrice = ledgerPrice(shiftPpm(best.price, -1_000n));
    await ledger.submit(user, [
      Operation.manageSellOffer({
        selling: pair.counter,
        buying: Asset.native(),
        amount: "10",
        price: userPrice,
      }),
    ]);
    const tradesBefore = await tradeCount(pair);
    const skipped = await takerRound({ ...context(), pair, side: "ask" });
    expect(skipped).toMatchObject({ traded: false, reason: "the best offer is not the maker's" });
    const userOffers = await loadOffers(ledger.horizon, user.publicKey());
    expect(userOffers.map((offer) => offer.amount)).toEqual([toStroops("10")]);
    expect(await tradeCount(pair)).toBe(tradesBefore);

    // At the maker's own best price the level is shared, so the taker still stays away.
    await ledger.submit(user, [
      Operation.manageSellOffer({
        selling: pair.counter,
        buying: Asset.native(),
        amount: "10",
        price: best.priceR,
        offerId: userOffers[0]?.id,
      }),
    ]);
    expect(await takerRound({ ...context(), pair, side: "ask" })).toMatchObject({ traded: false });
    expect((await loadOffers(ledger.horizon, user.publicKey()))[0]?.amount).toBe(toStroops("10"));

    // Once the user's offer is gone the maker's best offer is the top again: the taker takes part of it.
    await ledger.submit(user, [
      Operation.manageSellOffer({
        selling: pair.counter,
        buying: Asset.native(),
        amount: "0",
        price: best.priceR,
        offerId: userOffers[0]?.id,
      }),
    ]);
    const traded = await takerRound({ ...context(), pair, side: "ask" });
    expect(traded).toMatchObject({ traded: true, pair: "EURX/XLM", side: "ask" });
    expect(await tradeCount(pair)).toBe(tradesBefore + 1);
    const after = await bestMakerAsk();
    expect(after?.id).toBe(best.id);
    expect(after?.amount).toBe(best.amount - toStroops(traded.traded ? traded.amount : "0"));
    expect(await loadOffers(ledger.horizon, keys.keypair("taker").publicKey())).toEqual([]);
  });

  it("after a trade the maker re-quotes only a few levels and the book stays full", async () => {
    const pair = pairs.find((candidate) => candidate.label === "LEVELG/XLM") as DemoPair;
    const traded = await takerRound({ ...context(), pair, side: "bid" });
    expect(traded).toMatchObject({ traded: true });
    const changed = await makeMarkets(context());
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThanOrEqual(6);
    const book = await ledger.horizon.orderbook(pair.counter, pair.base).limit(20).call();
    expect(book.asks.length).toBeGreaterThanOrEqual(9);
    expect(book.bids.length).toBeGreaterThanOrEqual(9);
    expect(await makeMarkets(context())).toBe(0);
  });

  it("carries on after the last back-dated trade when a history run stopped part-way", async () => {
    const maker = keys.keypair("maker");
    // As if the run stopped before its last ledger: no ledger record, app_meta not complete.
    await ledger.submit(maker, [Operation.manageData({ name: MARKET_HISTORY_DATA_NAME, value: null })]);
    await app.database.db
      .update(appMeta)
      .set({
        value: { version: MARKET_HISTORY_VERSION, complete: false, seededAt: "", ledgers: 0, trades: 0 },
      })
      .where(eq(appMeta.key, MARKET_HISTORY_KEY));
    const before = await Promise.all(pairs.map(tradeCount));
    expect(await seedMarketHistory(context())).toBe("seeded");
    expect(await Promise.all(pairs.map(tradeCount))).toEqual(before);
    expect(await readMarketHistoryRecord(app.database.db)).toMatchObject({ complete: true, ledgers: 0 });
    const account = await ledger.horizon.loadAccount(maker.publicKey());
    expect(account.data_attr[MARKET_HISTORY_DATA_NAME]).toBeDefined();
    // The history run cleared the maker's book; the next round quotes it again.
    await makeMarkets(context());
    const pair = pairs[0] as DemoPair;
    const book = await ledger.horizon.orderbook(pair.counter, pair.base).limit(20).call();
    expect(book.asks.length).toBeGreaterThanOrEqual(9);
    expect(book.bids.length).toBeGreaterThanOrEqual(9);
  });
});

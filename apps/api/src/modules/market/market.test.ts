import {
  type TMarketPair,
  ZGetLatestTradesResponse,
  ZGetMarketConfigResponse,
  ZGetMarketDataResponse,
} from "@sextant/core";
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { OperatorKeys } from "../demo-world/operator-keys";
import { MARKET_DEFINITIONS } from "./market-definitions";
import { seedMarketPairs } from "./seed-market-pairs";

const HOUR_S = 3600;

describe.each(TEST_DRIVERS)("market configuration (%s)", (driver) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("is seeded from the definitions with the operator's issuers, ordered by orderId", async () => {
    const keys = await OperatorKeys.load(app.database.db);
    const response = await app.inject({ url: "/api/coins/marketConfig" });
    expect(response.statusCode).toBe(200);
    const { pairs } = ZGetMarketConfigResponse.parse(response.json());
    expect(pairs.map((p) => p.orderId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pairs.map((p) => `${p.toCoinCode}/${p.marketCoinCode}`)).toEqual(
      MARKET_DEFINITIONS.map((d) => `${d.toCoinCode}/${d.marketCoinCode}`),
    );
    expect(pairs[0]).toEqual({
      marketCoinCode: "XLM",
      marketIssure: "",
      toCoinCode: "LEVELG",
      toIssure: keys.issuer("LEVELG").publicKey(),
      showOnTop: true,
      orderId: 1,
    });
    expect(pairs[4]?.marketIssure).toBe(keys.issuer("LEVELG").publicKey());
  });

  it("documents the market routes in the OpenAPI document under the market tag", async () => {
    const doc = (await app.inject({ url: "/api/docs/json" })).json() as {
      paths: Record<string, { get?: { tags?: string[] } }>;
    };
    for (const path of ["/api/coins/marketConfig", "/api/coins/getMarketData", "/api/coins/latestTrades"])
      expect(doc.paths[path]?.get?.tags).toEqual(["market"]);
  });

  it("seeds again without duplicates, taking the definitions' showOnTop and orderId", async () => {
    const keys = await OperatorKeys.load(app.database.db);
    const changed = MARKET_DEFINITIONS.map((d) =>
      d.toCoinCode === "GBPX" && d.marketCoinCode === "XLM" ? { ...d, showOnTop: true, orderId: 0 } : d,
    );
    await seedMarketPairs(app.database.db, keys, changed);
    const { pairs } = ZGetMarketConfigResponse.parse(
      (await app.inject({ url: "/api/coins/marketConfig" })).json(),
    );
    expect(pairs).toHaveLength(MARKET_DEFINITIONS.length);
    expect(pairs[0]).toMatchObject({ toCoinCode: "GBPX", showOnTop: true, orderId: 0 });
    await seedMarketPairs(app.database.db, keys);
  });
});

describe("market data from the ledger", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let keys: OperatorKeys;
  let ledgerStopped = false;
  const maker = Keypair.random();
  const taker = Keypair.random();
  const assetOf = (code: string) => new Asset(code, keys.issuer(code).publicKey());

  const setClock = async (body: object) => {
    const response = await fetch(`${ledger.ledger.url}/_dev/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`clock answered ${response.status}`);
  };

  /** Issues `amount` of each asset from the operator's issuers to the maker and the taker. */
  const issue = async (codes: string[], amount: string) => {
    const assets = codes.map(assetOf);
    await Promise.all([maker, taker, ...codes.map((code) => keys.issuer(code))].map((k) => ledger.fund(k)));
    const trust = assets.map((asset) => Operation.changeTrust({ asset }));
    await Promise.all([ledger.submit(maker, trust), ledger.submit(taker, trust)]);
    await Promise.all(
      codes.map((code, index) =>
        ledger.submit(
          keys.issuer(code),
          [maker, taker].map((holder) =>
            Operation.payment({ destination: holder.publicKey(), asset: assets[index] as Asset, amount }),
          ),
        ),
      ),
    );
  };

  /**
   * One trade of `amount` units of `sold` at `price` units of `paidWith` each, between a resting offer of the
   * maker and the taker's crossing offer. `takerBuys`: the taker buys `sold`, else sells it.
   */
  const trade = async (sold: Asset, paidWith: Asset, amount: string, price: string, takerBuys: boolean) => {
    const sell = Operation.manageSellOffer({ selling: sold, buying: paidWith, amount, price });
    const buy = Operation.manageBuyOffer({ selling: paidWith, buying: sold, buyAmount: amount, price });
    await ledger.submit(maker, [takerBuys ? sell : buy]);
    await ledger.submit(taker, [takerBuys ? buy : sell]);
  };

  const marketData = async () => {
    const response = await app.inject({ url: "/api/coins/getMarketData?currencyCode=usd" });
    expect(response.statusCode).toBe(200);
    return ZGetMarketDataResponse.parse(response.json());
  };
  const pairOf = (pairs: TMarketPair[], toCoinCode: string, marketCoinCode = "XLM") => {
    const pair = pairs.find((p) => p.toCoinCode === toCoinCode && p.marketCoinCode === marketCoinCode);
    if (!pair) throw new Error(`no pair ${toCoinCode}/${marketCoinCode}`);
    return pair;
  };
  /** Polls getMarketData until `done` holds (the stream and the debounce bring it there), for at most 30 s. */
  const waitFor = async (done: (pairs: TMarketPair[]) => boolean) => {
    const until = Date.now() + 30_000;
    for (;;) {
      const data = await marketData();
      if (done(data.pairs)) return data;
      if (Date.now() > until) throw new Error(`market data never matched: ${JSON.stringify(data.pairs)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    ledger = await startTestLedger({ devClock: true });
    app = await createTestApp("pglite", { horizonUrl: ledger.ledger.url });
    keys = await OperatorKeys.load(app.database.db);
    await issue(["LEVELG", "KISHU", "GOLDX", "GBPX", "EURX"], "1000000");
  });
  afterAll(async () => {
    await app?.close();
    if (!ledgerStopped) await ledger?.stop();
  });

  it("starts with every configured pair, excluded ones included, and dashes for pairs that never traded", async () => {
    const data = await marketData();
    expect(data.pairs.map((p) => p.orderId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pairOf(data.pairs, "USDT")).toMatchObject({ base: "XLM", counter: "USDT", close: null });
    expect(pairOf(data.pairs, "EURX")).toMatchObject({
      base: "XLM",
      baseIssuer: "",
      counter: "EURX",
      counterIssuer: keys.issuer("EURX").publicKey(),
      open: null,
      close: null,
      closePrev: null,
      high: null,
      low: null,
      volume: null,
      change: null,
      lastTradeAt: null,
    });
    expect(Number.isNaN(Date.parse(data.updatedAt))).toBe(false);

    const first = await app.inject({ url: "/api/coins/getMarketData" });
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: "/api/coins/getMarketData", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("computes the rolling 24 h statistics from trades made after the service started, through the stream", async () => {
    const xlm = Asset.native();
    const levelg = assetOf("LEVELG");
    const before = await marketData();
    // 30 hours ago: 10 LEVELG at 0.5 XLM — before the window, so it is the previous close.
    const now = Math.floor(Date.now() / 1000);
    await setClock({ time: now - 30 * HOUR_S });
    await trade(levelg, xlm, "10", "0.5", true);
    await setClock({ reset: true });
    // In the window: 10 at 0.4 (taker buys), 5 at 0.6 (taker sells), 10 at 0.55 (taker buys).
    await trade(levelg, xlm, "10", "0.4", true);
    await trade(levelg, xlm, "5", "0.6", false);
    await trade(levelg, xlm, "10", "0.55", true);

    const data = await waitFor((pairs) => pairOf(pairs, "LEVELG").volume === "12.5000000");
    expect(pairOf(data.pairs, "LEVELG")).toMatchObject({
      base: "XLM",
      counter: "LEVELG",
      counterIssuer: levelg.getIssuer(),
      open: "0.4000000",
      close: "0.5500000",
      closePrev: "0.5000000",
      high: "0.6000000",
      low: "0.4000000",
      // 10 × 0.4 + 5 × 0.6 + 10 × 0.55 XLM
      volume: "12.5000000",
      // (0.55 − 0.5) / 0.5 × 100
      change: 10,
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    const lastTradeAt = Date.parse(pairOf(data.pairs, "LEVELG").lastTradeAt ?? "");
    expect(Math.abs(Date.now() - lastTradeAt)).toBeLessThan(60_000);
  });

  it("gives a pair traded only before the window its last price with no volume, and nulls after 40 days", async () => {
    const xlm = Asset.native();
    const now = Math.floor(Date.now() / 1000);
    await setClock({ time: now - 30 * HOUR_S });
    await trade(assetOf("GOLDX"), xlm, "2", "80", true);
    await setClock({ time: now - 41 * 24 * HOUR_S });
    await trade(assetOf("GBPX"), xlm, "3", "4", true);
    await setClock({ reset: true });

    const data = await waitFor(
      (pairs) => pairOf(pairs, "GOLDX").close !== null && pairOf(pairs, "GBPX").lastTradeAt !== null,
    );
    expect(pairOf(data.pairs, "GOLDX")).toMatchObject({
      open: "80.0000000",
      close: "80.0000000",
      closePrev: "80.0000000",
      high: "80.0000000",
      low: "80.0000000",
      volume: "0.0000000",
      change: 0,
    });
    expect(pairOf(data.pairs, "GBPX")).toMatchObject({
      close: null,
      closePrev: null,
      volume: null,
      change: null,
    });
  });

  it("cuts the window at the minute of now − 24 h, between two markets' own assets", async () => {
    // GOLDX listed in the EURX market: prices in EURX per GOLDX.
    const eurx = assetOf("EURX");
    const goldx = assetOf("GOLDX");
    const now = Math.floor(Date.now() / 1000);
    await setClock({ time: now - 25 * HOUR_S });
    await trade(goldx, eurx, "1", "2", true);
    await setClock({ time: now - 24 * HOUR_S - 120 });
    await trade(goldx, eurx, "1", "2.5", false);
    await setClock({ time: now - 24 * HOUR_S + 300 });
    await trade(goldx, eurx, "1", "3", true);
    await setClock({ time: now - HOUR_S });
    await trade(goldx, eurx, "2", "1.5", false);
    await setClock({ reset: true });

    const data = await waitFor((pairs) => pairOf(pairs, "GOLDX", "EURX").volume === "6.0000000");
    expect(pairOf(data.pairs, "GOLDX", "EURX")).toMatchObject({
      base: "EURX",
      counter: "GOLDX",
      open: "3.0000000",
      close: "1.5000000",
      closePrev: "2.5000000",
      high: "3.0000000",
      low: "1.5000000",
      // 1 × 3 + 2 × 1.5 EURX
      volume: "6.0000000",
      // (1.5 − 2.5) / 2.5 × 100
      change: -40,
    });
  });

  it("reads the KISHU pair with base and counter swapped", async () => {
    // The maker sells 5000 KISHU at 0.001 XLM each: the pair reads 1000 KISHU per XLM, volume in KISHU.
    await trade(assetOf("KISHU"), Asset.native(), "5000", "0.001", true);
    const data = await waitFor((pairs) => pairOf(pairs, "KISHU").close !== null);
    expect(pairOf(data.pairs, "KISHU")).toMatchObject({
      base: "KISHU",
      baseIssuer: keys.issuer("KISHU").publicKey(),
      counter: "XLM",
      counterIssuer: "",
      marketCoinCode: "XLM",
      toCoinCode: "KISHU",
      open: "1000.0000000",
      close: "1000.0000000",
      high: "1000.0000000",
      low: "1000.0000000",
      volume: "5000.0000000",
      closePrev: null,
      change: null,
    });

    const response = await app.inject({
      url: `/api/coins/latestTrades?base=KISHU:${keys.issuer("KISHU").publicKey()}&counter=XLM`,
    });
    expect(ZGetLatestTradesResponse.parse(response.json()).trades).toMatchObject([
      // The taker bought KISHU, this pair's base: it sold the counter (XLM), so not a buy.
      { price: "1000.0000000", amount: "5.0000000", total: "5000.0000000", buy: false },
    ]);
  });

  it("lists the latest trades newest first in the pair's orientation, with the taker's side", async () => {
    const counter = `LEVELG:${keys.issuer("LEVELG").publicKey()}`;
    const response = await app.inject({ url: `/api/coins/latestTrades?base=XLM&counter=${counter}&limit=3` });
    expect(response.statusCode).toBe(200);
    const { trades } = ZGetLatestTradesResponse.parse(response.json());
    expect(trades.map(({ price, amount, total, buy }) => ({ price, amount, total, buy }))).toEqual([
      { price: "0.5500000", amount: "10.0000000", total: "5.5000000", buy: true },
      { price: "0.6000000", amount: "5.0000000", total: "3.0000000", buy: false },
      { price: "0.4000000", amount: "10.0000000", total: "4.0000000", buy: true },
    ]);
    expect(Date.parse(trades[0]?.time ?? "")).toBeGreaterThanOrEqual(Date.parse(trades[2]?.time ?? ""));

    const all = ZGetLatestTradesResponse.parse(
      (await app.inject({ url: `/api/coins/latestTrades?base=XLM&counter=${counter}` })).json(),
    );
    expect(all.trades.map((t) => t.price)).toEqual(["0.5500000", "0.6000000", "0.4000000", "0.5000000"]);
  });

  it("answers an empty list for a pair that never traded and 400 for a malformed pair", async () => {
    const eurx = `EURX:${keys.issuer("EURX").publicKey()}`;
    const empty = await app.inject({ url: `/api/coins/latestTrades?base=XLM&counter=${eurx}` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ trades: [] });

    const bad = await app.inject({ url: "/api/coins/latestTrades?base=XLM&counter=LEVELG" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: "VALIDATION_FAILED", message: "counter must be XLM or CODE:ISSUER" });
    const badIssuer = await app.inject({
      url: `/api/coins/latestTrades?base=XLM&counter=EURX:${"G".padEnd(56, "A")}`,
    });
    expect(badIssuer.statusCode).toBe(400);
    expect(badIssuer.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "counter must be XLM or CODE:ISSUER",
    });
    const same = await app.inject({ url: "/api/coins/latestTrades?base=XLM&counter=native" });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ code: "VALIDATION_FAILED", message: "Cannot select same assets" });
    const limit = await app.inject({ url: `/api/coins/latestTrades?base=XLM&counter=${eurx}&limit=0` });
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    const currency = await app.inject({ url: "/api/coins/getMarketData?currencyCode=US" });
    expect(currency.statusCode).toBe(400);
  });

  it("keeps the previous values when the ledger cannot be read", async () => {
    const before = await marketData();
    await ledger.stop();
    ledgerStopped = true;
    await app.marketData.refreshAll();
    const after = await marketData();
    expect(after).toEqual(before);
    const trades = await app.inject({ url: "/api/coins/latestTrades?base=XLM&counter=native&limit=1" });
    expect(trades.statusCode).toBe(400);
    const unreachable = await app.inject({
      url: `/api/coins/latestTrades?base=XLM&counter=LEVELG:${keys.issuer("LEVELG").publicKey()}`,
    });
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toEqual({ code: "UNAVAILABLE", message: "Failed to load trading data" });
  });
});

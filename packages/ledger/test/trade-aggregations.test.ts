import { Asset, type Keypair, NotFoundError } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { setClock, useDevLedger } from "./support/dev-ledger";
import { getJson } from "./support/http";
import { market, sell } from "./support/market";
import { run } from "./support/tx";

const ledger = useDevLedger();
const XLM = Asset.native();
/** 2030-01-01T00:00:00Z, a Tuesday midnight. */
const T0 = 1_893_456_000;
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

let usd: Asset;
let ready: Promise<void> | undefined;

/**
 * Three trades of USD for XLM: T0+10 s 2 USD for 4 XLM (price 2), T0+50 s 1 USD for 3 XLM (price 3),
 * T0+70 s 1 USD for 1 XLM (price 1). Each maker offer is exactly consumed: e.g. at 2/1,
 * wheatValue = 20000000·2 = sheepValue = 40000000·1 → wheatReceive = 20000000, sheepSend = 40000000.
 */
function trades(): Promise<void> {
  ready ??= (async () => {
    const t = ledger();
    const setup = await market(t, "USD", 2, "100");
    usd = setup.asset;
    const [maker, taker] = setup.holders as [Keypair, Keypair];
    const steps: Array<[number, string, string, string, string]> = [
      [10, "2", "2", "4", "0.5"],
      [50, "1", "3", "3", { n: 1, d: 3 } as unknown as string],
      [70, "1", "1", "1", "1"],
    ];
    for (const [at, amount, price, pay, takerPrice] of steps) {
      await setClock(t, T0 + at);
      await run(t, maker, [sell(usd, XLM, amount, price)]);
      await run(t, taker, [sell(XLM, usd, pay, takerPrice)]);
    }
  })();
  return ready;
}

describe("trade aggregations", () => {
  it("bucket per minute with volumes, average and open/high/low/close", async () => {
    const t = ledger();
    await trades();
    const page = await t.server.tradeAggregation(usd, XLM, T0 * 1000, (T0 + 3600) * 1000, MINUTE, 0).call();
    expect(page.records).toEqual([
      {
        timestamp: String(T0 * 1000),
        trade_count: "2",
        base_volume: "3.0000000",
        counter_volume: "7.0000000",
        avg: "2.3333333",
        high: "3.0000000",
        high_r: { n: "3", d: "1" },
        low: "2.0000000",
        low_r: { n: "2", d: "1" },
        open: "2.0000000",
        open_r: { n: "2", d: "1" },
        close: "3.0000000",
        close_r: { n: "3", d: "1" },
      },
      expect.objectContaining({ timestamp: String(T0 * 1000 + MINUTE), trade_count: "1", avg: "1.0000000" }),
    ]);
  });

  it("invert prices and swap volumes for the reverse pair", async () => {
    const t = ledger();
    await trades();
    const page = await t.server.tradeAggregation(XLM, usd, T0 * 1000, (T0 + 3600) * 1000, HOUR, 0).call();
    expect(page.records).toEqual([
      expect.objectContaining({
        timestamp: String(T0 * 1000),
        trade_count: "3",
        base_volume: "8.0000000",
        counter_volume: "4.0000000",
        avg: "0.5000000",
        high: "1.0000000",
        low: "0.3333333",
        low_r: { n: "1", d: "3" },
        open_r: { n: "1", d: "2" },
        close_r: { n: "1", d: "1" },
      }),
    ]);
  });

  it("align day buckets to the epoch plus the offset", async () => {
    const t = ledger();
    await trades();
    const page = await t.server
      .tradeAggregation(usd, XLM, (T0 - 86_400) * 1000, (T0 + 86_400) * 1000, DAY, HOUR)
      .call();
    // ⌊(T0 − 1 h) / 1 d⌋ · 1 d + 1 h = T0 − 23 h
    expect(page.records.map((r) => [r.timestamp, r.trade_count])).toEqual([
      [String(T0 * 1000 - 23 * HOUR), "3"],
    ]);
  });

  it("page by time and honour the end bound", async () => {
    const t = ledger();
    await trades();
    const first = await t.server
      .tradeAggregation(usd, XLM, T0 * 1000, (T0 + 3600) * 1000, MINUTE, 0)
      .limit(1)
      .call();
    expect(first.records.map((r) => r.timestamp)).toEqual([String(T0 * 1000)]);
    const second = await first.next();
    expect(second.records.map((r) => r.timestamp)).toEqual([String(T0 * 1000 + MINUTE)]);
    const bounded = await t.server
      .tradeAggregation(usd, XLM, T0 * 1000, T0 * 1000 + MINUTE, MINUTE, 0)
      .call();
    expect(bounded.records.map((r) => r.trade_count)).toEqual(["2"]);
  });

  it("reject what Horizon rejects and 404 for unknown assets", async () => {
    const t = ledger();
    await trades();
    const base = `/trade_aggregations?base_asset_type=native&counter_asset_type=credit_alphanum4&counter_asset_code=USD&counter_asset_issuer=${usd.getIssuer()}&start_time=0&end_time=${T0 * 1000}`;
    expect((await getJson(t, `${base}&resolution=120000`)).status).toBe(400);
    expect((await getJson(t, `${base}&resolution=${HOUR}&offset=1800000`)).status).toBe(400);
    expect((await getJson(t, `${base}&resolution=${MINUTE}&offset=${HOUR}`)).status).toBe(400);
    expect((await getJson(t, `${base}&resolution=${HOUR}`)).status).toBe(200);
    const unknown = new Asset("ZZZ", usd.getIssuer());
    await expect(
      t.server.tradeAggregation(unknown, XLM, 0, T0 * 1000, HOUR, 0).call(),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

import { Asset, type Keypair } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { getJson } from "./support/http";
import { useLedger } from "./support/ledger";
import { market, sell } from "./support/market";
import { dataFrames, openSse } from "./support/sse";
import { run } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();

const query = (selling: Asset, buying: Asset) => {
  const side = (prefix: string, a: Asset) =>
    a.isNative()
      ? `${prefix}_asset_type=native`
      : `${prefix}_asset_type=${a.getAssetType()}&${prefix}_asset_code=${a.getCode()}&${prefix}_asset_issuer=${a.getIssuer()}`;
  return `/order_book?${side("selling", selling)}&${side("buying", buying)}`;
};

describe("order book", () => {
  it("asks in base units, bids in counter units at inverted prices, equal prices merged", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 4, "100");
    const [a, b, c, d] = holders as [Keypair, Keypair, Keypair, Keypair];
    // Asks (selling USD for XLM): 1/2 and 2/4 are the same level; 3/4 above it.
    await run(t, a, [sell(usd, XLM, "10", { n: 1, d: 2 })]);
    await run(t, b, [sell(usd, XLM, "5", { n: 2, d: 4 }), sell(usd, XLM, "1", { n: 3, d: 4 })]);
    // Bids (selling XLM for USD): 4 USD per XLM = 0.25 XLM per USD; 5 USD per XLM = 0.2.
    await run(t, c, [sell(XLM, usd, "3", { n: 4, d: 1 })]);
    await run(t, d, [sell(XLM, usd, "2", { n: 5, d: 1 }), sell(XLM, usd, "1", { n: 8, d: 2 })]);
    const book = await t.server.orderbook(usd, XLM).call();
    expect(book.asks).toEqual([
      { price_r: { n: 1, d: 2 }, price: "0.5000000", amount: "15.0000000" },
      { price_r: { n: 3, d: 4 }, price: "0.7500000", amount: "1.0000000" },
    ]);
    expect(book.bids).toEqual([
      { price_r: { n: 1, d: 4 }, price: "0.2500000", amount: "4.0000000" },
      { price_r: { n: 1, d: 5 }, price: "0.2000000", amount: "2.0000000" },
    ]);
    expect(book.base).toEqual({
      asset_type: "credit_alphanum4",
      asset_code: "USD",
      asset_issuer: usd.getIssuer(),
    });
    expect(book.counter).toEqual({ asset_type: "native" });
    // The other orientation swaps the sides.
    const flipped = await t.server.orderbook(XLM, usd).call();
    expect(flipped.asks.map((l) => [l.price, l.amount])).toEqual([
      ["4.0000000", "4.0000000"],
      ["5.0000000", "2.0000000"],
    ]);
    expect(flipped.bids.map((l) => [l.price, l.amount])).toEqual([
      ["2.0000000", "15.0000000"],
      ["1.3333333", "1.0000000"],
    ]);
    const limited = await getJson(t, `${query(usd, XLM)}&limit=1`);
    expect((limited.body.asks as unknown[]).length).toBe(1);
    expect((limited.body.bids as unknown[]).length).toBe(1);
  });

  it("is empty for a pair without offers and rejects bad parameters", async () => {
    const t = ledger();
    const { asset: eur } = await market(t, "EUR", 0, "0");
    expect(await t.server.orderbook(eur, XLM).call()).toMatchObject({ bids: [], asks: [] });
    const bad = await getJson(t, "/order_book?selling_asset_type=credit_alphanum4&buying_asset_type=native");
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe("https://stellar.org/horizon-errors/invalid_order_book");
    expect((await getJson(t, `${query(eur, XLM)}&limit=201`)).status).toBe(400);
  });

  it("streams the book again whenever it changes", async () => {
    const t = ledger();
    const { asset: gbp, holders } = await market(t, "GBP", 1, "10");
    const [maker] = holders as [Keypair];
    const session = await openSse(t, query(gbp, XLM));
    try {
      await session.waitFor((f) => dataFrames(f).length === 1);
      await run(t, maker, [sell(gbp, XLM, "2", "3")]);
      const frames = await session.waitFor((f) => dataFrames(f).length === 2);
      const latest = JSON.parse(dataFrames(frames)[1]?.data ?? "{}") as { asks: unknown[] };
      expect(latest.asks).toEqual([{ price_r: { n: 3, d: 1 }, price: "3.0000000", amount: "2.0000000" }]);
    } finally {
      session.close();
    }
  });
});

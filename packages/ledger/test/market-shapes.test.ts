import { Asset, type Keypair } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { AMOUNT_7DP, expectShape, getJson, type Json, RFC3339_SECONDS, records } from "./support/http";
import { useLedger } from "./support/ledger";
import { market, sell } from "./support/market";
import {
  MANAGE_OFFER_OPERATION,
  OFFER,
  ORDER_BOOK,
  PATH,
  PRICE_LEVEL,
  TRADE,
  TRADE_AGGREGATION,
  TRADE_EFFECT,
  TRADE_LINKS,
} from "./support/market-shapes";
import { run } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();

describe("market resources have Horizon's keys and types", () => {
  it("offers, trades, effects, operations, order book, aggregations and paths", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [maker, taker] = holders as [Keypair, Keypair];
    await run(t, maker, [sell(usd, XLM, "5", "2")]);
    const took = await run(t, taker, [sell(XLM, usd, "2", "0.5")]);

    const offer = records((await getJson(t, `/accounts/${maker.publicKey()}/offers`)).body)[0] as Json;
    expectShape(offer, OFFER);
    expect(typeof offer.id).toBe("string");
    expect(offer.price_r).toEqual({ n: 2, d: 1 });
    expect(offer.amount).toMatch(AMOUNT_7DP);
    expect(offer.last_modified_time).toMatch(RFC3339_SECONDS);

    const trade = records((await getJson(t, "/trades")).body)[0] as Json;
    expectShape(trade, TRADE);
    expectShape(trade._links, TRADE_LINKS);
    expect(trade.price).toEqual({ n: "2", d: "1" });
    expect(trade.ledger_close_time).toMatch(RFC3339_SECONDS);

    const effects = records((await getJson(t, `/transactions/${took.hash}/effects`)).body);
    for (const effect of effects) expectShape(effect, TRADE_EFFECT);
    const op = records((await getJson(t, `/transactions/${took.hash}/operations`)).body)[0];
    expectShape(op, MANAGE_OFFER_OPERATION);

    const book = await getJson(
      t,
      `/order_book?selling_asset_type=credit_alphanum4&selling_asset_code=USD&selling_asset_issuer=${usd.getIssuer()}&buying_asset_type=native`,
    );
    expectShape(book.body, ORDER_BOOK);
    for (const level of book.body.asks as Json[]) expectShape(level, PRICE_LEVEL);

    const aggregations = await t.server.tradeAggregation(usd, XLM, 0, Date.now() + 60_000, 60_000, 0).call();
    for (const bucket of aggregations.records) expectShape(bucket, TRADE_AGGREGATION);
    expect(aggregations.records).toHaveLength(1);

    const paths = await t.server.strictReceivePaths([XLM], usd, "1").call();
    expect(paths.records).toHaveLength(1);
    for (const path of paths.records) expectShape(path, PATH);
  });
});

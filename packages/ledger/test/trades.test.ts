import { Asset, type Horizon, Keypair, NotFoundError } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { getJson, records } from "./support/http";
import { useLedger } from "./support/ledger";
import { market, offerResult, sell } from "./support/market";
import { dataFrames, openSse } from "./support/sse";
import { run } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();
const SYNTHETIC = 1n << 62n;

async function opIdOf(response: Horizon.HorizonApi.SubmitTransactionResponse): Promise<string> {
  const ops = await ledger().server.operations().forTransaction(response.hash).call();
  return ops.records[0]?.id ?? "";
}

describe("trades", () => {
  it("record the maker as base with its offer price, and flip for the requested pair", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 3, "10");
    const [maker, taker, rester] = holders as [Keypair, Keypair, Keypair];
    const makerOffer = offerResult(await run(t, maker, [sell(usd, XLM, "10", { n: 3, d: 7 })])).currentOffer
      ?.offerId;
    // Same computation as the crossing conformance test: 1 XLM buys ⌊10000000·7/3⌋ = 23333333 USD stroops.
    const took = await run(t, taker, [sell(XLM, usd, "1", { n: 7, d: 3 })]);
    const opId = await opIdOf(took);
    const ledgerRecord = await getJson(t, `/ledgers/${took.ledger}`);
    const [trade] = (await t.server.trades().forAccount(taker.publicKey()).call()).records;
    expect(trade).toMatchObject({
      id: `${opId}-0`,
      paging_token: `${opId}-0`,
      ledger_close_time: ledgerRecord.body.closed_at,
      trade_type: "orderbook",
      base_offer_id: makerOffer,
      base_account: maker.publicKey(),
      base_amount: "2.3333333",
      base_asset_type: "credit_alphanum4",
      base_asset_code: "USD",
      base_asset_issuer: usd.getIssuer(),
      counter_offer_id: (BigInt(opId) | SYNTHETIC).toString(),
      counter_account: taker.publicKey(),
      counter_amount: "1.0000000",
      counter_asset_type: "native",
      base_is_seller: true,
      price: { n: "3", d: "7" },
    });
    const raw = records((await getJson(t, `/accounts/${taker.publicKey()}/trades`)).body)[0];
    expect((raw?._links as { operation: { href: string } } | undefined)?.operation.href).toBe(
      `${t.url}/operations/${opId}`,
    );
    const flipped = (await t.server.trades().forAssetPair(XLM, usd).call()).records[0];
    expect(flipped).toMatchObject({
      base_account: taker.publicKey(),
      base_amount: "1.0000000",
      base_asset_type: "native",
      base_offer_id: (BigInt(opId) | SYNTHETIC).toString(),
      counter_account: maker.publicKey(),
      counter_amount: "2.3333333",
      counter_offer_id: makerOffer,
      base_is_seller: false,
      price: { n: "7", d: "3" },
    });
    // A taker that rests carries its real offer id. Maker left 76666665 at 3/7: wheatValue 229999995 <
    // sheepValue → taken; sheepSend = ⌊229999995/7⌋ = 32857142, wheatReceive = ⌈32857142·7/3⌉ = 76666665.
    const rested = offerResult(await run(t, rester, [sell(XLM, usd, "30", { n: 7, d: 3 })]));
    const restedId = rested.currentOffer?.offerId;
    const byOffer = await t.server
      .trades()
      .forOffer(makerOffer ?? "")
      .call();
    expect(byOffer.records.map((r) => [r.counter_account, r.base_amount, r.counter_amount])).toEqual([
      [taker.publicKey(), "2.3333333", "1.0000000"],
      [rester.publicKey(), "7.6666665", "3.2857142"],
    ]);
    expect((byOffer.records[1] as { counter_offer_id?: string } | undefined)?.counter_offer_id).toBe(
      restedId,
    );
    const forRested = await getJson(t, `/offers/${restedId}/trades`);
    expect(records(forRested.body).map((r) => r.counter_account)).toEqual([rester.publicKey()]);
    const makerTrades = await t.server.trades().forAccount(maker.publicKey()).order("desc").call();
    expect(makerTrades.records.map((r) => r.counter_account)).toEqual([
      rester.publicKey(),
      taker.publicKey(),
    ]);
  });

  it("keep one canonical base per pair (first seen) whichever side the maker sold", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [a, b] = holders as [Keypair, Keypair];
    // Trade 1: a sells USD (0.0000001 at 10 XLM/USD), b takes it. Trade 2: b sells 1 XLM at 2 USD/XLM and a
    // sells 2 USD at 1/2: wheatValue = 10000000·2 = sheepValue = 20000000·1 → the maker is taken; n > d:
    // wheatReceive = ⌊20000000/2⌋ = 10000000, sheepSend = ⌊10000000·2/1⌋ = 20000000.
    await run(t, a, [sell(usd, XLM, "0.0000001", "10")]);
    await run(t, b, [sell(XLM, usd, "0.000001", "0.1")]);
    await run(t, b, [sell(XLM, usd, "1", "2")]);
    await run(t, a, [sell(usd, XLM, "2", "0.5")]);
    const [first, second] = (await t.server.trades().forAccount(a.publicKey()).call()).records;
    expect(second?.base_asset_type).toBe(first?.base_asset_type);
    expect(second?.base_is_seller).toBe(!first?.base_is_seller);
    const usdIsBase = second?.base_asset_type !== "native";
    expect(second).toMatchObject(
      usdIsBase
        ? { base_account: a.publicKey(), base_amount: "2.0000000", counter_amount: "1.0000000" }
        : { base_account: b.publicKey(), base_amount: "1.0000000", counter_amount: "2.0000000" },
    );
    expect(second?.price).toEqual(usdIsBase ? { n: "1", d: "2" } : { n: "2", d: "1" });
    const pair = (await t.server.trades().forAssetPair(usd, XLM).call()).records;
    expect(pair.map((r) => [r.base_asset_code, r.base_amount])).toEqual([
      ["USD", "0.0000001"],
      ["USD", "2.0000000"],
    ]);
  });

  it("404 for a pair or account never seen, 400 for bad filters", async () => {
    const t = ledger();
    const { asset: usd } = await market(t, "USD", 0, "0");
    await expect(
      t.server.trades().forAssetPair(new Asset("NOPE", Keypair.random().publicKey()), XLM).call(),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await getJson(t, `/accounts/${Keypair.random().publicKey()}/trades`)).status).toBe(404);
    expect((await getJson(t, "/trades?base_asset_type=native")).status).toBe(400);
    expect((await getJson(t, "/trades?trade_type=swap")).status).toBe(400);
    const pools = await getJson(t, "/trades?trade_type=liquidity_pool");
    expect(records(pools.body)).toEqual([]);
    expect(usd.getCode()).toBe("USD");
  });

  it("stream new trades with their paging token as the event id", async () => {
    const t = ledger();
    const { asset: chf, holders } = await market(t, "CHF", 2, "10");
    const [maker, taker] = holders as [Keypair, Keypair];
    await run(t, maker, [sell(chf, XLM, "5", "1")]);
    const session = await openSse(t, "/trades?cursor=now");
    try {
      await run(t, taker, [sell(XLM, chf, "1", "1")]);
      const frames = await session.waitFor((f) => dataFrames(f).length === 1);
      const [frame] = dataFrames(frames);
      const record = JSON.parse(frame?.data ?? "{}") as Record<string, string>;
      expect(frame?.id).toBe(record.paging_token);
      expect([record.base_account, record.counter_account].sort()).toEqual(
        [maker.publicKey(), taker.publicKey()].sort(),
      );
    } finally {
      session.close();
    }
  });
});

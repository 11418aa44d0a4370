import { Asset, AuthRequiredFlag, AuthRevocableFlag, Keypair, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { nativeBalance, newAccount } from "./support/accounts";
import { getJson } from "./support/http";
import { failedWith, useLedger } from "./support/ledger";
import { balanceLine, buy, market, offerResult, passive, sell } from "./support/market";
import { BASE_FEE, decodeResult, stroops } from "./support/result";
import { run, runFail } from "./support/tx";

const ledger = useLedger();
const XLM = Asset.native();

async function offersOf(account: Keypair) {
  return (await ledger().server.offers().forAccount(account.publicKey()).call()).records;
}

describe("resting offers", () => {
  it("rest at the adjusted amount and lock liabilities and a reserve", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "10");
    const [maker] = holders as [Keypair];
    // 10 USD at 3/7 XLM per USD; adjustOffer: wheatValue = 100000000·3 = 300000000 (sheep side unlimited, so
    // the offer does not stay); n ≤ d: sheepSend = ⌊300000000/7⌋ = 42857142,
    // wheatReceive = ⌈42857142·7/3⌉ = ⌈299999994/3⌉ = 99999998 → the offer rests as 9.9999998 USD.
    const response = await run(t, maker, [sell(usd, XLM, "10", { n: 3, d: 7 })]);
    const result = offerResult(response);
    expect(result).toMatchObject({ effect: "manageOfferCreated", isFullyOpen: true, offersClaimed: [] });
    expect(result.currentOffer).toMatchObject({ amount: "9.9999998", price: { n: 3, d: 7 } });
    const [offer] = await offersOf(maker);
    expect(offer).toMatchObject({
      id: result.currentOffer?.offerId,
      seller: maker.publicKey(),
      amount: "9.9999998",
      price_r: { n: 3, d: 7 },
      price: "0.4285714",
      selling: { asset_type: "credit_alphanum4", asset_code: "USD", asset_issuer: usd.getIssuer() },
      buying: { asset_type: "native" },
    });
    // Liabilities of the resting offer: selling 99999998 USD, buying 42857142 stroops of XLM.
    expect(await balanceLine(t, maker, usd)).toMatchObject({ selling_liabilities: "9.9999998" });
    expect(await balanceLine(t, maker, XLM)).toMatchObject({ buying_liabilities: "4.2857142" });
    expect((await t.server.loadAccount(maker.publicKey())).subentry_count).toBe(2);
  });

  it("a tiny offer at 1/3 rests one stroop smaller", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "1");
    const [maker] = holders as [Keypair];
    // 10 stroops at 1/3: sheepSend = ⌊10·1/3⌋ = 3, wheatReceive = ⌈3·3/1⌉ = 9 → 0.0000009 USD.
    const result = offerResult(await run(t, maker, [sell(usd, XLM, "0.000001", { n: 1, d: 3 })]));
    expect(result.currentOffer?.price).toEqual({ n: 1, d: 3 });
    expect((await offersOf(maker))[0]?.amount).toBe("0.0000009");
  });

  it("a buy offer rests in selling units at the inverted price", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "0");
    const [buyer] = holders as [Keypair];
    // Buy 1 USD at 1/3 XLM per USD → resting price 3/1 USD per XLM. adjustOffer: wheatValue =
    // min(∞, 10000000·1) → n > d: wheatReceive = ⌊10000000/3⌋ = 3333333 XLM, sheepSend = 3333333·3 = 9999999.
    const result = offerResult(await run(t, buyer, [buy(XLM, usd, "1", { n: 1, d: 3 })]));
    expect(result.currentOffer?.price).toEqual({ n: 3, d: 1 });
    const record = await t.server
      .offers()
      .offer(result.currentOffer?.offerId ?? "")
      .call();
    expect(record).toMatchObject({ amount: "0.3333333", price_r: { n: 3, d: 1 }, price: "3.0000000" });
    expect(record.selling).toMatchObject({ asset_type: "native" });
    expect(await balanceLine(t, buyer, XLM)).toMatchObject({ selling_liabilities: "0.3333333" });
    expect(await balanceLine(t, buyer, usd)).toMatchObject({ buying_liabilities: "0.9999999" });
  });

  it("an offer that cannot execute within 1 % is not created at all", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "1");
    const [maker] = holders as [Keypair];
    // 33 stroops at 3/2: wheatReceive = 33, sheepSend = ⌊33·3/2⌋ = 49; |100·3·33 − 100·2·49| = 100 > 3·33 = 99
    // → exchange rejected by the 1 % rule, adjustOffer gives 0: success with the offer deleted.
    const response = await run(t, maker, [sell(usd, XLM, "0.0000033", { n: 3, d: 2 })]);
    expect(offerResult(response)).toMatchObject({
      effect: "manageOfferDeleted",
      wasImmediatelyDeleted: true,
    });
    expect(await offersOf(maker)).toEqual([]);
    expect((await t.server.loadAccount(maker.publicKey())).subentry_count).toBe(1);
  });

  it("are updated in place and deleted by id", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "100");
    const [maker] = holders as [Keypair];
    const created = offerResult(await run(t, maker, [sell(usd, XLM, "10", "2")]));
    const id = created.currentOffer?.offerId ?? "";
    const updated = offerResult(await run(t, maker, [sell(usd, XLM, "20", "3", id)]));
    expect(updated).toMatchObject({
      effect: "manageOfferUpdated",
      currentOffer: { offerId: id, amount: "20" },
    });
    expect(await balanceLine(t, maker, usd)).toMatchObject({ selling_liabilities: "20.0000000" });
    expect(await balanceLine(t, maker, XLM)).toMatchObject({ buying_liabilities: "60.0000000" });
    const deleted = offerResult(await run(t, maker, [sell(usd, XLM, "0", "1", id)]));
    expect(deleted).toMatchObject({ effect: "manageOfferDeleted", wasImmediatelyDeleted: true });
    expect(await offersOf(maker)).toEqual([]);
    expect(await balanceLine(t, maker, usd)).toMatchObject({ selling_liabilities: "0.0000000" });
    expect(await balanceLine(t, maker, XLM)).toMatchObject({ buying_liabilities: "0.0000000" });
    expect((await t.server.loadAccount(maker.publicKey())).subentry_count).toBe(1);
    expect((await getJson(t, `/offers/${id}`)).status).toBe(404);
  });

  it("get ids from the header's id pool, not consumed by failed transactions", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "100");
    const [maker] = holders as [Keypair];
    const first = BigInt(
      offerResult(await run(t, maker, [sell(usd, XLM, "1", "2")])).currentOffer?.offerId ?? 0,
    );
    await runFail(t, maker, [sell(usd, XLM, "1", "2"), sell(usd, XLM, "1", "2", "999999999")]);
    const next = BigInt(
      offerResult(await run(t, maker, [sell(usd, XLM, "1", "2")])).currentOffer?.offerId ?? 0,
    );
    expect(next).toBe(first + 1n);
  });
});

describe("crossing", () => {
  it("takes at the maker's price with exchangeV10 rounding favouring the resting offer", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [maker, taker] = holders as [Keypair, Keypair];
    const makerId = offerResult(await run(t, maker, [sell(usd, XLM, "10", { n: 3, d: 7 })])).currentOffer
      ?.offerId;
    const before = await nativeBalance(t, taker);
    // Taker sells 1 XLM (10000000) at 7/3 USD per XLM. Maker p = 3/7: wheatValue = 99999998·3 = 299999994,
    // sheepValue = 10000000·7 = 70000000 → wheat stays; n ≤ d: sheepSend = ⌊70000000/7⌋ = 10000000,
    // wheatReceive = ⌊10000000·7/3⌋ = 23333333. Error |100·3·23333333 − 100·7·10000000| = 100 ≤ 69999999.
    const response = await run(t, taker, [sell(XLM, usd, "1", { n: 7, d: 3 })]);
    const result = offerResult(response);
    expect(result).toMatchObject({ wasImmediatelyFilled: true, amountBought: "2.3333333", amountSold: "1" });
    expect(result.offersClaimed).toEqual([
      expect.objectContaining({
        sellerId: maker.publicKey(),
        offerId: makerId,
        amountSold: "2.3333333",
        amountBought: "1",
      }),
    ]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["manageSellOfferSuccess"]);
    expect(await nativeBalance(t, taker)).toBe(before - 10_000_000n - BASE_FEE);
    expect(stroops((await balanceLine(t, taker, usd)).balance)).toBe(123_333_333n);
    // Maker: 99999998 − 23333333 = 76666665, re-adjusted: sheepSend = ⌊76666665·3/7⌋ = 32857142,
    // wheatReceive = ⌈32857142·7/3⌉ = 76666665 (unchanged).
    const [offer] = await offersOf(maker);
    expect(offer?.amount).toBe("7.6666665");
    expect(await balanceLine(t, maker, usd)).toMatchObject({
      balance: "7.6666667",
      selling_liabilities: "7.6666665",
    });
    expect(await balanceLine(t, maker, XLM)).toMatchObject({ buying_liabilities: "3.2857142" });
  });

  it("rests what a larger taker has left", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [maker, taker] = holders as [Keypair, Keypair];
    await run(t, maker, [sell(usd, XLM, "10", { n: 3, d: 7 })]);
    // Taker sells 30 XLM at 7/3: wheatValue = 299999994 < sheepValue = 300000000·7 → maker taken;
    // sheepSend = ⌊299999994/7⌋ = 42857142, wheatReceive = ⌈42857142·7/3⌉ = 99999998.
    // Rest: 300000000 − 42857142 = 257142858 at 7/3: n > d, wheatReceive = 257142858, exact.
    const result = offerResult(await run(t, taker, [sell(XLM, usd, "30", { n: 7, d: 3 })]));
    expect(result).toMatchObject({
      wasPartiallyFilled: true,
      amountBought: "9.9999998",
      amountSold: "4.2857142",
    });
    expect(result.currentOffer).toMatchObject({ amount: "25.7142858", price: { n: 7, d: 3 } });
    expect(await offersOf(maker)).toEqual([]);
    expect((await t.server.loadAccount(maker.publicKey())).subentry_count).toBe(1);
    // Taker liabilities: selling 257142858 XLM, buying ⌊257142858·7/3⌋ = 600000002 USD.
    expect(await balanceLine(t, taker, XLM)).toMatchObject({ selling_liabilities: "25.7142858" });
    expect(await balanceLine(t, taker, usd)).toMatchObject({ buying_liabilities: "60.0000002" });
  });

  it("manageBuyOffer stops at the stroop that keeps the maker whole", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [maker, taker] = holders as [Keypair, Keypair];
    await run(t, maker, [sell(usd, XLM, "10", { n: 3, d: 7 })]);
    // Buy 1 USD paying at most 3/7 XLM per USD. maxWheatReceive = 10000000; sheepValue = 10000000·3 =
    // 30000000 < wheatValue → maker stays; n ≤ d: sheepSend = ⌊30000000/7⌋ = 4285714,
    // wheatReceive = ⌊4285714·7/3⌋ = ⌊29999998/3⌋ = 9999999 → the buyer gets 0.9999999 USD.
    const result = offerResult(await run(t, taker, [buy(XLM, usd, "1", { n: 3, d: 7 })]));
    expect(result).toMatchObject({
      wasImmediatelyFilled: true,
      amountBought: "0.9999999",
      amountSold: "0.4285714",
    });
    expect(stroops((await balanceLine(t, taker, usd)).balance)).toBe(109_999_999n);
  });

  it("crosses the best price first, then the oldest offer", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 4, "10");
    const [a, b, c, taker] = holders as [Keypair, Keypair, Keypair, Keypair];
    const idA = offerResult(await run(t, a, [sell(usd, XLM, "1", "0.5")])).currentOffer?.offerId;
    await run(t, b, [sell(usd, XLM, "1", "0.5")]);
    const idC = offerResult(await run(t, c, [sell(usd, XLM, "1", "0.4")])).currentOffer?.offerId;
    // Taker sells 0.5 XLM at 2 USD/XLM. C (2/5): wheatValue = 10000000·2 < sheepValue = 5000000·5 → taken,
    // sheepSend = ⌊20000000/5⌋ = 4000000, wheatReceive = 10000000. A (1/2) with 1000000 XLM left:
    // sheepValue = 2000000 < wheatValue → stays: sheepSend = 1000000, wheatReceive = 2000000. B untouched.
    const result = offerResult(await run(t, taker, [sell(XLM, usd, "0.5", "2")]));
    expect(result.offersClaimed.map((o) => [o.offerId, o.amountSold, o.amountBought])).toEqual([
      [idC, "1", "0.4"],
      [idA, "0.2", "0.1"],
    ]);
    expect((await offersOf(b))[0]?.amount).toBe("1.0000000");
    expect((await offersOf(a))[0]?.amount).toBe("0.8000000");
  });

  it("passive offers do not take an equal price but can be taken", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 3, "10");
    const [p1, p2, taker] = holders as [Keypair, Keypair, Keypair];
    await run(t, p1, [passive(XLM, usd, "5", "1")]);
    const response = await run(t, p2, [passive(usd, XLM, "5", "1")]);
    expect(decodeResult(response.result_xdr).operations).toEqual(["manageSellOfferSuccess"]);
    expect(await offersOf(p1)).toHaveLength(1);
    expect(await offersOf(p2)).toHaveLength(1);
    const taken = offerResult(await run(t, taker, [sell(usd, XLM, "2", "1")]));
    expect(taken.offersClaimed).toEqual([
      expect.objectContaining({ sellerId: p1.publicKey(), amountSold: "2" }),
    ]);
  });

  it("issuers sell their own asset without a trustline and mint on fill", async () => {
    const t = ledger();
    const { issuer, asset: usd, holders } = await market(t, "USD", 1, "0");
    const [taker] = holders as [Keypair];
    await run(t, issuer, [sell(usd, XLM, "100", "1")]);
    const before = await nativeBalance(t, issuer);
    const result = offerResult(await run(t, taker, [sell(XLM, usd, "5", "1")]));
    expect(result).toMatchObject({ wasImmediatelyFilled: true, amountBought: "5" });
    expect(await nativeBalance(t, issuer)).toBe(before + 50_000_000n);
    expect(stroops((await balanceLine(t, taker, usd)).balance)).toBe(50_000_000n);
    expect((await offersOf(issuer))[0]?.amount).toBe("95.0000000");
    expect(await balanceLine(t, issuer, XLM)).toMatchObject({ buying_liabilities: "95.0000000" });
  });

  it("op_cross_self leaves both sides untouched", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 1, "10");
    const [trader] = holders as [Keypair];
    await run(t, trader, [sell(usd, XLM, "1", "1")]);
    expect(await runFail(t, trader, [sell(XLM, usd, "1", "1")])).toEqual(failedWith("op_cross_self"));
    expect(await offersOf(trader)).toHaveLength(1);
  });

  it("emits trade effects for taker then maker and details on the operation", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [maker, taker] = holders as [Keypair, Keypair];
    const makerOffer = offerResult(await run(t, maker, [sell(usd, XLM, "2", "0.5")])).currentOffer?.offerId;
    const response = await run(t, taker, [sell(XLM, usd, "0.5", "2")]);
    const ops = await t.server.operations().forTransaction(response.hash).call();
    expect(ops.records[0]).toMatchObject({
      type: "manage_sell_offer",
      type_i: 3,
      amount: "0.5000000",
      price: "2.0000000",
      price_r: { n: 2, d: 1 },
      buying_asset_type: "credit_alphanum4",
      buying_asset_code: "USD",
      selling_asset_type: "native",
      offer_id: "0",
    });
    const effects = await t.server.effects().forTransaction(response.hash).call();
    expect(effects.records.map((e) => [e.type, e.account])).toEqual([
      ["trade", taker.publicKey()],
      ["trade", maker.publicKey()],
    ]);
    expect(effects.records[0]).toMatchObject({
      seller: maker.publicKey(),
      offer_id: makerOffer,
      sold_amount: "0.5000000",
      sold_asset_type: "native",
      bought_amount: "1.0000000",
      bought_asset_code: "USD",
    });
    expect(effects.records[1]).toMatchObject({
      seller: taker.publicKey(),
      offer_id: makerOffer,
      sold_amount: "1.0000000",
      sold_asset_code: "USD",
      bought_amount: "0.5000000",
      bought_asset_type: "native",
    });
  });
});

describe("authorization", () => {
  it("revoking a trustline removes the holder's offers in that asset; maintain-liabilities keeps them", async () => {
    const t = ledger();
    const issuer = await newAccount(t, "100");
    await run(t, issuer, [Operation.setOptions({ setFlags: (AuthRequiredFlag | AuthRevocableFlag) as 3 })]);
    const eur = new Asset("EUR", issuer.publicKey());
    const holder = await newAccount(t, "100");
    await run(t, holder, [Operation.changeTrust({ asset: eur })]);
    const setFlags = (flags: { authorized?: boolean; authorizedToMaintainLiabilities?: boolean }) =>
      Operation.setTrustLineFlags({ trustor: holder.publicKey(), asset: eur, flags });
    await run(t, issuer, [
      setFlags({ authorized: true }),
      Operation.payment({ destination: holder.publicKey(), asset: eur, amount: "5" }),
    ]);
    await run(t, holder, [sell(eur, XLM, "2", "1"), sell(XLM, eur, "1", "2")]);
    expect((await t.server.loadAccount(holder.publicKey())).subentry_count).toBe(3);
    await run(t, issuer, [setFlags({ authorized: false, authorizedToMaintainLiabilities: true })]);
    expect(await offersOf(holder)).toHaveLength(2);
    await run(t, issuer, [setFlags({ authorizedToMaintainLiabilities: false })]);
    expect(await offersOf(holder)).toEqual([]);
    expect((await t.server.loadAccount(holder.publicKey())).subentry_count).toBe(1);
    expect(await balanceLine(t, holder, eur)).toMatchObject({
      selling_liabilities: "0.0000000",
      buying_liabilities: "0.0000000",
    });
    expect(await balanceLine(t, holder, XLM)).toMatchObject({ selling_liabilities: "0.0000000" });
  });
});

describe("offers endpoints", () => {
  it("filter by seller, selling and buying and page by id", async () => {
    const t = ledger();
    const { asset: usd, holders } = await market(t, "USD", 2, "10");
    const [a, b] = holders as [Keypair, Keypair];
    await run(t, a, [sell(usd, XLM, "1", "1"), sell(usd, XLM, "1", "2")]);
    // b bids 0.25 XLM per USD (4 USD per XLM): below both asks, so nothing crosses.
    await run(t, b, [sell(XLM, usd, "1", "4")]);
    const bySeller = await t.server.offers().seller(a.publicKey()).limit(1).call();
    expect(bySeller.records).toHaveLength(1);
    const next = await bySeller.next();
    expect(next.records).toHaveLength(1);
    expect(BigInt(next.records[0]?.id ?? 0)).toBeGreaterThan(BigInt(bySeller.records[0]?.id ?? 0));
    const selling = await t.server.offers().selling(XLM).buying(usd).call();
    expect(selling.records.map((o) => o.seller)).toEqual([b.publicKey()]);
    const canonical = await getJson(
      t,
      `/offers?selling=${usd.getCode()}:${usd.getIssuer()}&seller=${a.publicKey()}`,
    );
    expect((canonical.body._embedded as { records: unknown[] }).records).toHaveLength(2);
    expect((await getJson(t, "/offers?seller=nope")).status).toBe(400);
    const missing = await getJson(t, `/accounts/${Keypair.random().publicKey()}/offers`);
    expect(missing.status).toBe(404);
  });
});

import {
  P2P_MESSAGES,
  type TAdminPrice,
  type TCatalogueAsset,
  ZAdminPriceHistoryResponse,
  ZAdminPricesResponse,
  ZCheckoutUpdateResponse,
  ZGetAssetsResponse,
  ZMerchantOrder,
} from "@sextant/core";
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { startTestWorld, type TestWorld } from "../../../test/support/trading-world";
import { priceReferences } from "../../db/schema";
import {
  createOrder,
  pay,
  report,
  setUpMerchant,
  signedIn,
  type TAnyCall,
  type TMerchantFixture,
  withKey,
} from "../checkout/test/checkout-world";

/**
 * The attacks on the price service (docs/prices.md), each performed on the real stack: a standalone ledger through
 * @stellar/stellar-sdk and the API through Fastify inject. Each test fails if its attack moves a price again.
 */
describe.each(TEST_DRIVERS)("prices an attacker cannot move cheaply (%s)", (driver) => {
  let world: TestWorld;
  let listed: (code: string) => Asset;
  let usdt: Asset;
  let admin: Keypair;
  let asAdmin: TAnyCall;

  /** A fresh funded account trusting the assets and holding the amounts, paid by their issuers. */
  async function holder(holdings: Array<[Asset, string]>): Promise<Keypair> {
    const keypair = Keypair.random();
    await world.ledger.fund(keypair);
    const issued = holdings.filter(([asset]) => !asset.isNative());
    if (issued.length === 0) return keypair;
    await world.submit(
      keypair,
      issued.map(([asset]) => Operation.changeTrust({ asset })),
    );
    for (const [asset, amount] of issued.filter(([, amount]) => Number(amount) > 0)) {
      await world.submit(world.keys.issuer(asset.getCode()), [
        Operation.payment({ destination: keypair.publicKey(), asset, amount }),
      ]);
    }
    return keypair;
  }

  /**
   * Two fresh accounts trade `amount` of `base` at `price` units of `counter` each, `count` times (one trade per
   * pair of offers): the seller offers, the buyer takes. Costs them only network fees: they are the same person.
   */
  async function washTrade(base: Asset, counter: Asset, amount: string, price: string, count = 1) {
    const total = (Number(amount) * Number(price) * count + 1).toFixed(7);
    const seller = await holder([
      [base, (Number(amount) * count).toFixed(7)],
      [counter, "0"],
    ]);
    const buyer = await holder([
      [counter, total],
      [base, "0"],
    ]);
    for (let start = 0; start < count; start += 50) {
      const n = Math.min(50, count - start);
      await world.submit(
        seller,
        Array.from({ length: n }, () =>
          Operation.manageSellOffer({ selling: base, buying: counter, amount, price }),
        ),
      );
      await world.submit(
        buyer,
        Array.from({ length: n }, () =>
          Operation.manageBuyOffer({ selling: counter, buying: base, buyAmount: amount, price }),
        ),
      );
    }
  }

  async function catalogue(): Promise<TCatalogueAsset[]> {
    world.app.prices.invalidate();
    const response = await world.app.inject({ url: "/api/coins/getAssets?currencyCode=USD" });
    return ZGetAssetsResponse.parse(response.json()).assets;
  }
  const rateOf = async (code: string) => (await catalogue()).find((asset) => asset.code === code);

  async function adminPrice(code: string): Promise<TAdminPrice> {
    world.app.prices.invalidate();
    const response = await asAdmin("GET", "/api/admin/prices");
    expect(response.statusCode, response.body).toBe(200);
    const found = ZAdminPricesResponse.parse(response.json()).prices.find((price) => price.code === code);
    if (!found) throw new Error(`${code} is not in the admin prices`);
    return found;
  }

  /** Moves an asset's reference price back in time, as if nobody had looked at it for `hours`. */
  async function ageReference(asset: Asset, hours: number) {
    await world.app.database.db
      .update(priceReferences)
      .set({ setAt: sql`now() - make_interval(hours => ${hours})` })
      .where(
        and(
          eq(priceReferences.assetCode, asset.getCode()),
          eq(priceReferences.assetIssuer, asset.getIssuer() ?? ""),
        ),
      );
    world.app.prices.invalidate();
  }

  beforeAll(async () => {
    world = await startTestWorld(driver);
    listed = (code: string) => new Asset(code, world.keys.issuer(code).publicKey());
    usdt = listed("USDT");
    for (const code of ["USDT", "DOGE", "TRX", "LTC", "GOLDX", "BTC"])
      await world.ledger.fund(world.keys.issuer(code));
    admin = Keypair.random();
    await world.ledger.fund(admin);
    world.app.settings.adminAccounts.push(admin.publicKey());
    asAdmin = await signedIn(world, admin);
    // The prices are read once so every listed asset's reference is seeded before the attacks.
    await catalogue();
  }, 180_000);
  afterAll(async () => {
    await world?.close();
  });

  it("keeps DOGE at its reference after one 0.0001 DOGE trade at 100,000 USDT (thin market)", async () => {
    await washTrade(listed("DOGE"), usdt, "0.0001", "100000");
    // The attack happened: the price service sees the trade at $100,000 ...
    const seen = await adminPrice("DOGE");
    expect(seen.market?.usd).toBeCloseTo(100_000, 0);
    expect(seen.market?.volumeUsd).toBeCloseTo(10, 5);
    // ... and does not use it: the catalogue, the CoinGecko-style price and the admin view all show the reference.
    expect(seen).toMatchObject({ usd: 0.18, source: "reference", stale: false, trusted: true });
    expect(seen.reason).toMatch(/under the minimum \$1,000/);
    expect(await rateOf("DOGE")).toMatchObject({
      currentRate: 0.18,
      priceSource: "reference",
      priceTrusted: true,
    });
    const simple = await world.app.inject({ url: "/api/price/simple/price?ids=dogecoin&vs_currencies=usd" });
    expect(simple.json()).toEqual({ dogecoin: { usd: 0.18 } });
  });

  it("does not settle a 200 XLM checkout order with 0.000715 DOGE after that trade", async () => {
    const merchant: TMerchantFixture = await setUpMerchant(world, "Price Shop");
    await world.submit(merchant.keypair, [Operation.changeTrust({ asset: listed("DOGE") })]);
    const order = await createOrder(world, merchant, "200", { asset: "XLM" });
    const customer = await holder([[listed("DOGE"), "1000"]]);
    const asCustomer = await world.caller(customer);
    const hash = await pay(world, customer, order, listed("DOGE"), "0.000715");
    const response = await report(asCustomer, order, customer, hash);
    expect(response.statusCode, response.body).toBe(200);
    const result = ZCheckoutUpdateResponse.parse(response.json()).data;
    if (typeof result === "string") throw new Error(result);
    expect(result.state).not.toBe("settled");
    // Valued at the reference: 0.000715 DOGE × $0.18 ÷ $0.35 ≈ 0.0003677 XLM, not 200 XLM.
    expect(Number(result.amountReceived)).toBeLessThan(0.001);
    const stored = ZMerchantOrder.parse(
      (await withKey(world, merchant.readKey)("GET", `/api/merchant/v1/orders/${order.id}`)).json(),
    );
    expect(stored.state).not.toBe("settled");
  });

  it("ignores one huge self-trade far from the reference (volume over the minimum, deviation over the maximum)", async () => {
    // 10 DOGE at 100,000 USDT each: $1,000,000 of volume that costs the two accounts nothing but fees.
    await washTrade(listed("DOGE"), usdt, "10", "100000");
    const seen = await adminPrice("DOGE");
    expect(seen.market?.volumeUsd).toBeGreaterThan(1_000_000);
    expect(seen).toMatchObject({ usd: 0.18, source: "reference", trusted: true });
    expect(seen.reason).toMatch(/from the reference \(at most 10 %\)/);
    expect((await rateOf("DOGE"))?.currentRate).toBe(0.18);
  });

  it("ignores many tiny wash trades of another asset (TRX: 60 trades of 0.0001 at 100,000 USDT)", async () => {
    await washTrade(listed("TRX"), usdt, "0.0001", "100000", 60);
    const seen = await adminPrice("TRX");
    expect(seen.market?.usd).toBeCloseTo(100_000, 0);
    expect(seen.market?.volumeUsd).toBeCloseTo(600, 3);
    expect(seen).toMatchObject({ usd: 0.25, source: "reference", trusted: true });
    expect((await rateOf("TRX"))?.currentRate).toBe(0.25);
  });

  it("ignores the same attack through XLM (LTC traded at 100,000 XLM)", async () => {
    await washTrade(listed("LTC"), Asset.native(), "0.0001", "100000");
    const seen = await adminPrice("LTC");
    expect(seen.market).toMatchObject({ via: "XLM" });
    expect(seen.market?.usd).toBeCloseTo(35_000, 0);
    expect(seen).toMatchObject({ usd: 90, source: "reference", trusted: true });
  });

  it("ignores an attack on XLM/USDT itself, and the assets priced through XLM keep their price", async () => {
    await washTrade(Asset.native(), usdt, "0.01", "1000");
    const seen = await adminPrice("XLM");
    expect(seen.market?.usd).toBeCloseTo(1000, 0);
    expect(seen).toMatchObject({ usd: 0.35, source: "reference", trusted: true });
    expect((await adminPrice("LTC")).usd).toBe(90);
  });

  it("uses a liquid market that agrees with the reference (GOLDX: $1,720 traded at 86 USDT)", async () => {
    await washTrade(listed("GOLDX"), usdt, "1", "86", 20);
    const seen = await adminPrice("GOLDX");
    expect(seen).toMatchObject({ usd: 86, source: "market", stale: false, trusted: true, reason: null });
    expect(seen.market?.deviationPercent).toBeCloseTo(1.18, 1);
    expect(await rateOf("GOLDX")).toMatchObject({
      currentRate: 86,
      priceSource: "ledger",
      priceTrusted: true,
    });
  });

  it("gives P2P the reference of an attacked asset, and says the rate is unavailable once it is stale", async () => {
    // LEVELG: a P2P asset and the battery of the P2P fee checks.
    const levelg = listed("LEVELG");
    await world.ledger.fund(world.keys.issuer("LEVELG"));
    await washTrade(levelg, usdt, "0.0001", "100000");
    expect((await adminPrice("LEVELG")).market?.usd).toBeCloseTo(100_000, 0);
    const fresh = await world.app.inject({ url: "/api/p2p/exchangeRate?asset_code=LEVELG&location=IN" });
    expect(fresh.statusCode, fresh.body).toBe(200);
    // $0.05 × 84 INR, not $100,000 × 84.
    expect(fresh.json()).toMatchObject({ usdPrice: "0.0500000", referencePrice: "4.2000000" });

    await ageReference(levelg, 200);
    const seen = await adminPrice("LEVELG");
    expect(seen).toMatchObject({ usd: 0.05, source: "reference", stale: true, trusted: false });
    expect(seen.reason).toMatch(/stale after 168 h/);
    const stale = await world.app.inject({ url: "/api/p2p/exchangeRate?asset_code=LEVELG&location=IN" });
    expect(stale.statusCode).toBe(503);
    expect(stale.json().message).toBe(P2P_MESSAGES.rateUnavailable);
    const countries = await world.app.inject({ url: "/api/p2pcountry/getActive?asset_code=LEVELG" });
    expect(countries.statusCode).toBe(503);
    expect((await rateOf("LEVELG"))?.priceTrusted).toBe(false);
  });

  it("refuses a coin with a stale price at checkout, and counts it again once an admin confirms the reference", async () => {
    const doge = listed("DOGE");
    await ageReference(doge, 200);
    const merchant = await setUpMerchant(world, "Stale Shop");
    await world.submit(merchant.keypair, [Operation.changeTrust({ asset: doge })]);
    const order = await createOrder(world, merchant, "200", { asset: "XLM" });
    const customer = await holder([[doge, "1000"]]);
    const asCustomer = await world.caller(customer);
    // 400 DOGE at $0.18 would be $72: more than the order's $70, but the price is stale, so it counts nothing.
    const hash = await pay(world, customer, order, doge, "400");
    const refused = await report(asCustomer, order, customer, hash);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(
      /^DOGE cannot pay this order: DOGE has no reliable price right now/,
    );
    const read = withKey(world, merchant.readKey);
    const stored = ZMerchantOrder.parse((await read("GET", `/api/merchant/v1/orders/${order.id}`)).json());
    expect(stored).toMatchObject({ state: "new", amountReceived: "0.0000000" });
    expect(stored.payments).toHaveLength(1);
    expect(stored.payments[0]?.valueInOrderAsset).toBe("0.0000000");

    // An administrator confirms the reference: the next DOGE payment counts at it.
    const confirmed = await asAdmin(
      "PUT",
      `/api/admin/prices/${doge.getCode()}:${doge.getIssuer()}/reference`,
      {
        usd: "0.18",
        note: "checked against the exchanges",
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ usd: 0.18, source: "reference", stale: false, trusted: true });
    const second = await createOrder(world, merchant, "200", { asset: "XLM" });
    const paid = await pay(world, customer, second, doge, "400");
    const settled = ZCheckoutUpdateResponse.parse(
      (await report(asCustomer, second, customer, paid)).json(),
    ).data;
    expect(typeof settled === "string" ? settled : settled.state).toBe("settled");
  });

  it("lets only administrators read and change reference prices, and keeps who changed what and when", async () => {
    const doge = listed("DOGE");
    const path = `/api/admin/prices/DOGE:${doge.getIssuer()}`;
    expect((await world.app.inject({ url: "/api/admin/prices" })).statusCode).toBe(401);
    const anonymous = await world.app.inject({
      method: "PUT",
      url: `${path}/reference`,
      payload: { usd: "1" },
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await signedIn(world, await holder([]));
    const denied = await user("PUT", `${path}/reference`, { usd: "1" });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe("This needs an administrator account.");
    expect((await user("GET", "/api/admin/prices")).statusCode).toBe(403);
    expect((await user("GET", `${path}/history`)).statusCode).toBe(403);
    expect((await adminPrice("DOGE")).usd).toBe(0.18);

    expect((await asAdmin("PUT", `${path}/reference`, { usd: "0" })).statusCode).toBe(400);
    expect((await asAdmin("PUT", `${path}/reference`, { usd: "abc" })).statusCode).toBe(400);
    const unknown = await asAdmin("PUT", `/api/admin/prices/NOPE:${doge.getIssuer()}/reference`, {
      usd: "1",
    });
    expect(unknown.statusCode).toBe(404);

    const changed = await asAdmin("PUT", `${path}/reference`, { usd: "0.2", note: "new quarter" });
    expect(changed.statusCode, changed.body).toBe(200);
    // The change applies at once: no cache holds the old figure.
    const rate = (await world.app.inject({ url: "/api/coins/getAssets?currencyCode=USD" })).json();
    expect(ZGetAssetsResponse.parse(rate).assets.find((asset) => asset.code === "DOGE")?.currentRate).toBe(
      0.2,
    );

    const history = ZAdminPriceHistoryResponse.parse(
      (await asAdmin("GET", `${path}/history`)).json(),
    ).changes;
    expect(history[0]).toMatchObject({
      oldUsd: 0.18,
      newUsd: 0.2,
      changedBy: admin.publicKey(),
      note: "new quarter",
    });
    expect(history[1]).toMatchObject({ newUsd: 0.18, changedBy: admin.publicKey() });
    expect(history.at(-1)).toMatchObject({ oldUsd: null, newUsd: 0.18, changedBy: "catalogue" });
    expect(Date.now() - Date.parse(history[0]?.changedAt ?? "")).toBeLessThan(60_000);
    const view = await adminPrice("DOGE");
    expect(view.reference).toMatchObject({ usd: 0.2, setBy: admin.publicKey(), note: "new quarter" });
    expect(view.ageSeconds).toBeLessThan(60);
  });

  it("the demo world's operator confirms seeded references that aged, never one an administrator set", async () => {
    const seededCode = "TRX";
    const adminCode = "LTC";
    await world.app.prices.setReference(
      { code: adminCode, issuer: listed(adminCode).getIssuer() ?? "" },
      "70",
      admin.publicKey(),
      "set by hand",
    );
    await world.app.database.db
      .update(priceReferences)
      .set({ setBy: "catalogue" })
      .where(eq(priceReferences.assetCode, seededCode));
    await ageReference(listed(seededCode), 200);
    await ageReference(listed(adminCode), 200);
    expect(await adminPrice(seededCode)).toMatchObject({ stale: true, trusted: false });
    expect(await world.app.prices.confirmSeededReferences("demo operator")).toBeGreaterThanOrEqual(1);
    const seeded = await adminPrice(seededCode);
    expect(seeded).toMatchObject({ stale: false, trusted: true });
    expect(seeded.reference).toMatchObject({ setBy: "demo operator" });
    // The administrator's own figure is left as it is (and stale): the demo never overrides a person.
    const byAdmin = await adminPrice(adminCode);
    expect(byAdmin.reference).toMatchObject({ setBy: admin.publicKey(), usd: 70 });
    expect(byAdmin.stale).toBe(true);
    // Nothing is due again the same day.
    expect(await world.app.prices.confirmSeededReferences("demo operator")).toBe(0);
  });
});

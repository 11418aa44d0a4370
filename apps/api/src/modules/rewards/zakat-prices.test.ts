import { ZAdminPricesResponse, ZGetZakatHistoryResponse } from "@sextant/core";
import { Asset, Keypair, Operation } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitOperations } from "../../../test/support/submit-operations";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { OperatorKeys } from "../demo-world/operator-keys";
import { type RewardsWorld, startRewardsWorld } from "./rewards-test-world";

/** 3 days into Ramadan 1448 (1 Ramadan = 2027-02-08 by Umm al-Qura). */
const IN_RAMADAN = new Date("2027-02-11T12:00:00Z");

/**
 * Zakat weighs each asset against the Nisab at the one price source (docs/prices.md): a wash trade that puts DOGE
 * at $100,000 on the ledger does not make a holder of 0.01 DOGE owe zakat on it (at that price it would be worth
 * $1,000, over a $10 Nisab; at the reference it is worth a fraction of a cent).
 */
describe.each(TEST_DRIVERS)("zakat at prices an attacker cannot move (%s)", (driver) => {
  let world: RewardsWorld;

  beforeAll(async () => {
    world = await startRewardsWorld(driver);
  }, 120_000);
  afterAll(async () => {
    await world?.setLedgerTime("now").catch(() => undefined);
    await world?.close();
  });

  it("a pumped DOGE market neither adds DOGE to anyone's zakat nor moves the price zakat uses", async () => {
    const asAdmin = await world.as(world.admin);
    const configured = await asAdmin("PUT", "/api/admin/rewards/zakat", {
      percentage: "2.5",
      zakatAddress: world.distribution.publicKey(),
      isZakatEnabled: true,
      nisabUsd: "10",
      nisabBasis: "85 g of gold",
    });
    expect(configured.statusCode, configured.body).toBe(200);

    const keys = await OperatorKeys.load(world.app.database.db);
    const [dogeIssuer, usdtIssuer] = [keys.issuer("DOGE"), keys.issuer("USDT")];
    const doge = new Asset("DOGE", dogeIssuer.publicKey());
    const usdt = new Asset("USDT", usdtIssuer.publicKey());
    await world.ledger.fund(dogeIssuer);
    await world.ledger.fund(usdtIssuer);
    const submit = (source: Keypair, operations: Parameters<typeof submitOperations>[2]) =>
      submitOperations(world.ledger, source, operations, { timeout: 0 });

    // The holder agreed to zakat and holds 0.01 DOGE (and XLM).
    const holder = await world.user();
    const asHolder = await world.as(holder);
    await asHolder("POST", "/api/zakat-history/ChangeZakatStatus", { status: true });
    await submit(holder, [Operation.changeTrust({ asset: doge })]);
    await submit(dogeIssuer, [
      Operation.payment({ destination: holder.publicKey(), asset: doge, amount: "0.01" }),
    ]);

    // Two fresh accounts of one attacker trade 0.0001 DOGE at 100,000 USDT (only network fees are paid).
    const seller = Keypair.random();
    const buyer = Keypair.random();
    await Promise.all([world.ledger.fund(seller), world.ledger.fund(buyer)]);
    await submit(seller, [Operation.changeTrust({ asset: doge }), Operation.changeTrust({ asset: usdt })]);
    await submit(buyer, [Operation.changeTrust({ asset: doge }), Operation.changeTrust({ asset: usdt })]);
    await submit(dogeIssuer, [
      Operation.payment({ destination: seller.publicKey(), asset: doge, amount: "1" }),
    ]);
    await submit(usdtIssuer, [
      Operation.payment({ destination: buyer.publicKey(), asset: usdt, amount: "20" }),
    ]);
    await submit(seller, [
      Operation.manageSellOffer({ selling: doge, buying: usdt, amount: "0.0001", price: "100000" }),
    ]);
    await submit(buyer, [
      Operation.manageBuyOffer({ selling: usdt, buying: doge, buyAmount: "0.0001", price: "100000" }),
    ]);

    // The price service sees that market, and does not use it.
    world.app.prices.invalidate();
    const prices = ZAdminPricesResponse.parse((await asAdmin("GET", "/api/admin/prices")).json()).prices;
    const seen = prices.find((price) => price.code === "DOGE");
    expect(seen?.market?.usd).toBeCloseTo(100_000, -2);
    expect(seen).toMatchObject({ source: "reference", trusted: true });
    expect(seen?.usd).toBeLessThan(1);

    await world.setLedgerTime(IN_RAMADAN);
    const run = await asAdmin("POST", "/api/admin/rewards/zakat/run");
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().dueHijriYear).toBe(1448);
    const history = ZGetZakatHistoryResponse.parse(
      (await asHolder("GET", "/api/zakat-history/getHistoryByAccountId?year=2027")).json(),
    );
    // XLM's balance is over the Nisab; the 0.01 DOGE is not, at the price the product uses.
    expect(history.data.map((record) => record.coinCode)).toEqual(["XLM"]);
  });
});

import { toStroops, ZGetZakatHistoryResponse, ZZakatPaymentInfo, ZZakatRecord } from "@sextant/core";
import type { Keypair } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { type RewardsCall, type RewardsWorld, startRewardsWorld } from "./rewards-test-world";

/** 3 days into Ramadan 1448 (1 Ramadan = 2027-02-08 by Umm al-Qura). */
const IN_RAMADAN = new Date("2027-02-11T12:00:00Z");

describe.each(TEST_DRIVERS)("zakat (%s)", (driver) => {
  let world: RewardsWorld;
  let payer: Keypair;
  let other: Keypair;
  let asPayer: RewardsCall;
  let asOther: RewardsCall;
  let asAdmin: RewardsCall;

  beforeAll(async () => {
    world = await startRewardsWorld(driver);
    payer = await world.user();
    other = await world.user();
    asPayer = await world.as(payer);
    asOther = await world.as(other);
    asAdmin = await world.as(world.admin);
  }, 120_000);
  afterAll(async () => {
    await world?.setLedgerTime("now").catch(() => undefined);
    await world?.close();
  });

  it("keeps the configuration for administrators only and checks it", async () => {
    expect((await asPayer("GET", "/api/admin/rewards/zakat")).statusCode).toBe(403);
    const config = {
      percentage: "2.5",
      zakatAddress: world.distribution.publicKey(),
      isZakatEnabled: true,
      nisabUsd: "10",
      nisabBasis: "85 g of gold",
    };
    expect((await asPayer("PUT", "/api/admin/rewards/zakat", config)).statusCode).toBe(403);
    expect(
      (await asAdmin("PUT", "/api/admin/rewards/zakat", { ...config, percentage: "101" })).statusCode,
    ).toBe(400);
    const saved = await asAdmin("PUT", "/api/admin/rewards/zakat", config);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(config);
  });

  it("opts in through ChangeZakatStatus; signed-out calls are refused", async () => {
    const anonymous = await world.app.inject({
      method: "POST",
      url: "/api/zakat-history/ChangeZakatStatus",
      payload: { status: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const response = await asPayer("POST", "/api/zakat-history/ChangeZakatStatus", { status: true });
    expect(response.json()).toEqual({ isZakatEnabled: true });
    const history = ZGetZakatHistoryResponse.parse(
      (await asPayer("GET", "/api/zakat-history/getHistoryByAccountId?take=100&skip=0")).json(),
    );
    expect(history).toEqual({ isZakatEnabled: true, data: [], total: 0 });
  });

  it("writes nothing outside Ramadan, one record per asset in Ramadan, and nothing more on a second run", async () => {
    const before = await asAdmin("POST", "/api/admin/rewards/zakat/run");
    expect(before.json()).toMatchObject({ dueHijriYear: null, written: 0 });

    await world.setLedgerTime(IN_RAMADAN);
    const run = await asAdmin("POST", "/api/admin/rewards/zakat/run");
    expect(run.statusCode).toBe(200);
    expect(run.json().dueHijriYear).toBe(1448);
    expect((await asPayer("POST", "/api/admin/rewards/zakat/run")).statusCode).toBe(403);

    const history = ZGetZakatHistoryResponse.parse(
      (await asPayer("GET", "/api/zakat-history/getHistoryByAccountId?year=2027")).json(),
    );
    expect(history.data).toHaveLength(1);
    const [record] = history.data;
    expect(record).toMatchObject({
      coinCode: "XLM",
      asset: "XLM",
      year: 2027,
      hijriYear: 1448,
      status: "unpaid",
    });
    // 2.5 % of the balance at the check, rounded down to the stroop.
    expect(toStroops(record?.zakatAmount ?? "0")).toBe((toStroops(record?.totalAmount ?? "0") * 25n) / 1000n);
    // The account that did not agree gets nothing.
    const others = (await asOther("GET", "/api/zakat-history/getHistoryByAccountId")).json();
    expect(others).toEqual({ isZakatEnabled: false, data: [], total: 0 });

    // Each account is weighed once per Ramadan: a second run writes nothing, even after the balance grows.
    await world.pay(other, payer.publicKey(), "100");
    const again = await asAdmin("POST", "/api/admin/rewards/zakat/run");
    expect(again.json()).toMatchObject({ dueHijriYear: 1448, written: 0 });
    const records = (await asAdmin("GET", "/api/admin/rewards/zakat/records?year=2027")).json();
    expect(records).toMatchObject({ unpaid: 1, paid: 0 });
  });

  it("counts a payment only after re-reading it from the ledger, once", async () => {
    await world.setLedgerTime("now");
    const info = ZZakatPaymentInfo.parse(
      (await asPayer("GET", "/api/zakat-history/getZakatPaymentInfo?year=2027")).json(),
    );
    expect(info).toMatchObject({ isZakatEnabled: true, percentage: "2.5", nisabBasis: "85 g of gold" });
    const record = ZZakatRecord.parse(info.unpaid[0]);
    const report = (stellarTxId: string, account = payer.publicKey()) => ({
      account,
      distAccount: record.distAccount,
      asset: record.asset,
      coinCode: record.coinCode,
      year: record.year,
      zakatAmount: record.zakatAmount,
      stellarTxId,
    });

    // A payment of the wrong amount does not count.
    const short = await world.pay(payer, record.distAccount, "0.0000001", record.memo);
    const wrong = await asPayer("POST", "/api/zakat-history/addZakatHistory", report(short));
    expect(wrong.statusCode).toBe(400);
    // Nobody reports for someone else.
    expect((await asOther("POST", "/api/zakat-history/addZakatHistory", report(short))).statusCode).toBe(403);
    // A transaction the ledger does not know.
    expect(
      (await asPayer("POST", "/api/zakat-history/addZakatHistory", report("ab".repeat(32)))).statusCode,
    ).toBe(404);

    const before = await world.xlm(record.distAccount);
    const hash = await world.pay(payer, record.distAccount, record.zakatAmount, record.memo);
    expect(toStroops(await world.xlm(record.distAccount)) - toStroops(before)).toBe(
      toStroops(record.zakatAmount),
    );
    const paid = await asPayer("POST", "/api/zakat-history/addZakatHistory", report(hash));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: "paid", stellarTxId: hash });
    // The same report again answers the paid record; the unpaid list is empty.
    expect((await asPayer("POST", "/api/zakat-history/addZakatHistory", report(hash))).json()).toMatchObject({
      status: "paid",
    });
    const after = ZZakatPaymentInfo.parse(
      (await asPayer("GET", "/api/zakat-history/getZakatPaymentInfo?year=2027")).json(),
    );
    expect(after.unpaid).toEqual([]);
    expect((await asAdmin("GET", "/api/admin/rewards/zakat/records?year=2027")).json()).toMatchObject({
      unpaid: 0,
      paid: 1,
    });
  });
});

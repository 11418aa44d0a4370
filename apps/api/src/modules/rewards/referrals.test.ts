import {
  toStroops,
  ZGetReferralFeeHistoryResponse,
  ZGetReferralsResponse,
  ZReferralCodeResponse,
} from "@sextant/core";
import type { Keypair } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { tickId } from "../jobs/repeating-job";
import { type RewardsCall, type RewardsWorld, startRewardsWorld } from "./rewards-test-world";

describe.each(TEST_DRIVERS)("referrals (%s)", (driver) => {
  let world: RewardsWorld;
  let a: Keypair;
  let b: Keypair;
  let c: Keypair;
  let asA: RewardsCall;
  let asB: RewardsCall;
  let asC: RewardsCall;
  let asAdmin: RewardsCall;

  beforeAll(async () => {
    world = await startRewardsWorld(driver);
    [a, b, c] = await Promise.all([world.user(), world.user(), world.user()]);
    [asA, asB, asC, asAdmin] = await Promise.all([
      world.as(a),
      world.as(b),
      world.as(c),
      world.as(world.admin),
    ]);
  }, 120_000);
  afterAll(async () => {
    await world?.close();
  });

  const codeOf = async (call: RewardsCall) =>
    ZReferralCodeResponse.parse((await call("GET", "/api/referral/code")).json()).code;

  it("gives each account one code and records who referred whom at registration", async () => {
    const codeA = await codeOf(asA);
    expect(await codeOf(asA)).toBe(codeA);
    expect(codeA).toMatch(/^[A-Z2-9]{8}$/);
    // A's code, typed in lower case, names A.
    const createB = await asB("POST", "/api/accounts/create", {
      publicKey: b.publicKey(),
      referral: codeA.toLowerCase(),
    });
    expect(createB.json()).toEqual({ publicKey: b.publicKey(), created: true });
    const createC = await asC("POST", "/api/accounts/create", {
      publicKey: c.publicKey(),
      referral: await codeOf(asB),
    });
    expect(createC.statusCode).toBe(200);
    // A key that is not a registered wallet refers nobody; a registered one does, like a code.
    const [d, e] = [await world.user(), await world.user()];
    const asD = await world.as(d);
    const asE = await world.as(e);
    await asD("POST", "/api/accounts/create", { publicKey: d.publicKey(), referral: e.publicKey() });
    await asE("POST", "/api/accounts/create", { publicKey: e.publicKey(), referral: c.publicKey() });
    expect((await asE("GET", `/api/referral/getAll?id=${e.publicKey()}`)).json()).toEqual({ list: [] });
    // A cannot become C's referee (a loop), nor refer itself.
    await asA("POST", "/api/accounts/create", { publicKey: a.publicKey(), referral: await codeOf(asC) });

    // B's verified KYC e-mail shows masked; C, without KYC, as a shortened account.
    await approveKycForTest(world.app.database.db, b.publicKey(), {
      name: "Bea Example",
      country: "GB",
      email: "bea.example@mail.test",
    });
    const listA = ZGetReferralsResponse.parse(
      (await asA("GET", `/api/referral/getAll?id=${a.publicKey()}`)).json(),
    );
    expect(listA.list.map((entry) => [entry.referralLevelId, entry.referredTo])).toEqual([
      [1, "b***e@mail.test"],
      [2, `${c.publicKey().slice(0, 4)}…${c.publicKey().slice(-4)}`],
      [3, `${e.publicKey().slice(0, 4)}…${e.publicKey().slice(-4)}`],
    ]);
    const listC = (await asC("GET", `/api/referral/getAll?id=${c.publicKey()}`)).json();
    // C referred E; A is not below C (the loop was refused).
    expect(listC.list.map((entry: { referralLevelId: number }) => entry.referralLevelId)).toEqual([1]);
    // Only the account itself reads its list.
    expect((await asB("GET", `/api/referral/getAll?id=${a.publicKey()}`)).statusCode).toBe(403);
  });

  it("pays B (level 1) and A (level 2) their shares of C's fee once, from the fee account", async () => {
    expect((await asA("PUT", "/api/admin/rewards/referrals", { shares: ["20", "10", "5"] })).statusCode).toBe(
      403,
    );
    const bad = await asAdmin("PUT", "/api/admin/rewards/referrals", { shares: ["60", "30", "20"] });
    expect(bad.statusCode).toBe(400);
    const saved = await asAdmin("PUT", "/api/admin/rewards/referrals", { shares: ["20", "10", "5"] });
    expect(saved.json()).toEqual({ shares: ["20", "10", "5"] });

    // A payment by someone nobody referred earns nothing.
    await world.pay(a, world.feeAccount.publicKey(), "5");
    const [aBefore, bBefore] = [
      toStroops(await world.xlm(a.publicKey())),
      toStroops(await world.xlm(b.publicKey())),
    ];
    // C pays an operator fee of 10.0000003 XLM (as a swap does, as an extra payment to the fee account).
    await world.pay(c, world.feeAccount.publicKey(), "10.0000003");

    expect((await asA("POST", "/api/admin/rewards/referrals/run")).statusCode).toBe(403);
    const run = await asAdmin("POST", "/api/admin/rewards/referrals/run");
    expect(run.statusCode).toBe(200);
    const paidNow = run.json() as { paid: number };
    // The repeating job may have paid first: together the runs pay each share once.
    const rewards = (await asAdmin("GET", "/api/admin/rewards/referrals")).json() as {
      rewards: { level: number; amount: string; status: string; referrer: string }[];
    };
    expect(rewards.rewards.map((reward) => [reward.level, reward.amount, reward.status]).sort()).toEqual([
      [1, "2.0000000", "paid"], // 20 % of 10.0000003, rounded down to the stroop
      [2, "1.0000000", "paid"],
    ]);
    expect(paidNow.paid).toBeLessThanOrEqual(2);
    // Each payout costs the fee account, never B or A: their balances grow by exactly the share.
    expect(toStroops(await world.xlm(b.publicKey())) - bBefore).toBe(20_000_000n);
    expect(toStroops(await world.xlm(a.publicKey())) - aBefore).toBe(10_000_000n);

    const again = await asAdmin("POST", "/api/admin/rewards/referrals/run");
    expect(again.json()).toEqual({ feePayments: 0, rewarded: 0, paid: 0, failed: 0 });
    expect(toStroops(await world.xlm(b.publicKey())) - bBefore).toBe(20_000_000n);

    const historyB = ZGetReferralFeeHistoryResponse.parse(
      (await asB("POST", "/api/referral/getReferralFeeHistory", {})).json(),
    );
    expect(historyB.history).toMatchObject([
      { level: 1, amount: "2.0000000", coinCode: "XLM", status: "paid" },
    ]);
    const historyA = ZGetReferralFeeHistoryResponse.parse(
      (await asA("POST", "/api/referral/getReferralFeeHistory", {})).json(),
    );
    expect(historyA.history).toMatchObject([{ level: 2, amount: "1.0000000", status: "paid" }]);
    expect((await asC("POST", "/api/referral/getReferralFeeHistory", {})).json()).toEqual({ history: [] });
    // B's bell tells of the share, once.
    const bell = (
      await asB("GET", `/api/notifications/getNotifications?address=${b.publicKey()}`)
    ).json() as {
      notifications: { title: string; notification: string }[];
    };
    expect(bell.notifications.filter((note) => note.title === "Referral reward")).toEqual([
      expect.objectContaining({
        notification: "2.0000000 XLM: your level 1 share of a referred account's fee.",
      }),
    ]);
  });

  it("resubmits a stored payout as it is when the ledger's answer was lost, and pays it once", async () => {
    const bBefore = toStroops(await world.xlm(b.publicKey()));
    await world.pay(c, world.feeAccount.publicKey(), "1");
    // The first submission's answer is lost (the envelope may or may not have reached the ledger).
    const submit = vi
      .spyOn(world.app.horizon, "submitTransaction")
      .mockRejectedValueOnce(new Error("socket hang up"));
    await asAdmin("POST", "/api/admin/rewards/referrals/run");
    const listed = async () =>
      (
        (await asAdmin("GET", "/api/admin/rewards/referrals")).json() as {
          rewards: { level: number; status: string; txHash: string | null; feeAmount: string }[];
        }
      ).rewards.filter((reward) => reward.feeAmount === "1.0000000");
    const stored = (await listed()).find((reward) => reward.status === "submitting");
    expect(stored?.txHash).toMatch(/^[0-9a-f]{64}$/);
    submit.mockRestore();

    await asAdmin("POST", "/api/admin/rewards/referrals/run");
    const settled = await listed();
    expect(settled.map((reward) => reward.status)).toEqual(["paid", "paid"]);
    // The stored envelope was paid, not a second one.
    expect(settled.find((reward) => reward.level === stored?.level)?.txHash).toBe(stored?.txHash);
    expect(toStroops(await world.xlm(b.publicKey())) - bBefore).toBe(2_000_000n);
  });

  it("schedules each repeating pass under one id per time slot", () => {
    expect(tickId("rewards.referral-payout", 7)).toBe(tickId("rewards.referral-payout", 7));
    expect(tickId("rewards.referral-payout", 7)).not.toBe(tickId("rewards.referral-payout", 8));
    expect(tickId("x", 1)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

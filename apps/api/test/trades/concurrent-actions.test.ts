import { TRADE_MESSAGES } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escrowAccounts, escrowMovements } from "../../src/db/schema";
import { expireTrade, returnHeldFunds } from "../../src/modules/p2p-trades/trade-jobs";
import { TEST_DRIVERS } from "../support/test-database";
import { balances, escrowHistory } from "./trade-audit";
import { fundTrade, markPaid, moveClock, startBuyTrade, tradeRow } from "./trade-steps";
import { startTradeWorld, type TradeWorld } from "./trade-world";

/**
 * Fifty conflicting actions on one trade at once (docs/trade-proofs.md): the parties' requests through
 * Fastify's inject, the jobs and the reconciler called as their workers call them, all in parallel. Exactly one
 * changes the trade, the others are refused, and the ledger shows at most the one movement that change allows.
 */
describe.each(TEST_DRIVERS)("fifty concurrent conflicting actions on one trade (%s)", (driver) => {
  let world: TradeWorld;
  beforeAll(async () => {
    world = await startTradeWorld(driver);
  }, 180_000);
  // Closing after a long soak on PostgreSQL (hundreds of restarts) takes longer than the default minute.
  afterAll(async () => {
    await world?.close();
  }, 180_000);

  /** A refusal for the caller's role is 403, one for the state or a timer 409 (docs/trades.md). */
  const ROLE_MESSAGES: string[] = [
    TRADE_MESSAGES.onlyBuyer,
    TRADE_MESSAGES.onlySeller,
    TRADE_MESSAGES.onlyAdOwner,
    TRADE_MESSAGES.onlyCreatorCancels,
    TRADE_MESSAGES.onlyBuyerCancelsStarted,
  ];
  const refusalStatus = (message: string) => (ROLE_MESSAGES.includes(message) ? 403 : 409);

  type Attempt = { name: string; run: () => Promise<LightMyRequestResponse | string> };
  const request =
    (who: "buyer" | "seller" | "stranger", route: string, extra: object = {}) =>
    (tradeId: number): Attempt => ({
      name: `${who} ${route}`,
      run: () => world.call(who, "POST", `/api/p2p/${route}`, { tradeId: String(tradeId), ...extra }),
    });

  /** Runs the attempts in parallel; answers each one's name and HTTP status (or what a job answered). */
  async function race(attempts: Attempt[]) {
    const settled = await Promise.all(
      attempts.map(async (attempt) => {
        const answer = await attempt.run();
        return typeof answer === "string"
          ? { name: attempt.name, status: 0, message: answer, after: undefined }
          : {
              name: attempt.name,
              status: answer.statusCode,
              message: answer.json().message as string,
              after: answer.statusCode === 200 ? (answer.json().trade?.status as string) : undefined,
            };
      }),
    );
    return settled;
  }

  it("a started trade past its time frame: pay, cancels, both expiry disputes, expiry, reconciler at once → one change, nothing moves", async () => {
    const tradeId = await startBuyTrade(world, "21.0000007");
    const escrowAccount = await fundTrade(world, tradeId);
    const release = await world.call("buyer", "GET", `/api/p2p/escrow/release?tradeId=${tradeId}`);
    const releaseSignature = world.sign(release.json().releaseXdr, world.keypairs.buyer).signature;
    // Past the ad's 15-minute time frame, before the 18-minute timeout: paying, the buyer's cancellation and both
    // expiry disputes are each allowed now, and each one's next state allows none of the others.
    await moveClock(world, tradeId, 16);
    const before = await balances(world);
    const kinds = [
      request("buyer", "claimAmountTransferByBuyer", { releaseSignature }),
      request("buyer", "cancleTradeByBuyer"),
      request("buyer", "disputeTradeExpired", { actionBy: "Buyer" }),
      request("seller", "disputeTradeExpired", { actionBy: "Seller" }),
      request("seller", "cancleTradeBySeller"),
      request("seller", "rejectTrade"),
      request("stranger", "cancleTradeByBuyer"),
      (id: number): Attempt => ({
        name: "expire job",
        run: async () => ((await expireTrade(world.app, id)) ? "expired" : "left alone"),
      }),
      (_id: number): Attempt => ({
        name: "reconciler",
        run: async () => `reconciled (${(await world.reconcile()).settled} settled)`,
      }),
      request("buyer", "claimAmountTransferByBuyer", { releaseSignature }),
    ];
    const answers = await race(
      Array.from({ length: 50 }, (_, i) => (kinds[i % kinds.length] as (id: number) => Attempt)(tradeId)),
    );
    const changed = answers.filter((a) => a.status === 200);
    expect(changed, JSON.stringify(answers)).toHaveLength(1);
    console.info(`fifty at once on ${driver} (Started): ${changed[0]?.name} → ${changed[0]?.after}`);
    for (const answer of answers.filter((a) => a.status !== 200 && a.status !== 0)) {
      if (answer.name.startsWith("stranger"))
        expect(answer).toMatchObject({ status: 404, message: TRADE_MESSAGES.tradeNotFound });
      else expect(answer.status, JSON.stringify(answer)).toBe(refusalStatus(answer.message));
    }
    expect(answers.filter((a) => a.name === "expire job").every((a) => a.message === "left alone")).toBe(
      true,
    );
    const trade = await tradeRow(world, tradeId);
    expect(trade.status).toBe(changed[0]?.after);
    // None of these moves money: E holds exactly what it held, nobody's balance changed.
    const history = await escrowHistory(world, escrowAccount);
    expect(history).toMatchObject({ exists: true, merges: 0, paymentsOut: [] });
    expect(history.balance).toBe(trade.cryptoAmountToBuyer + trade.sellerFee);
    expect(await balances(world)).toEqual(before);
  }, 180_000);

  it.each([
    ["the release", 0],
    ["a dispute", 1],
  ])(
    "a paid trade past its time frame, %s sent first: release, both disputes, cancels, expiry and reconciler at once → one money outcome",
    async (_lead, offset) => {
      const tradeId = await startBuyTrade(world, "37.1234567");
      const escrowAccount = await fundTrade(world, tradeId);
      await markPaid(world, tradeId);
      // Past the time frame since 'I have paid': the buyer's expiry dispute is allowed, so are both of the seller's.
      await moveClock(world, tradeId, 16);
      const before = await balances(world);
      const kinds = [
        request("seller", "claimAmountRecivedBySeller"),
        request("seller", "disputeAmountNotRecivedBySeller"),
        request("buyer", "disputeTradeExpired", { actionBy: "Buyer" }),
        request("seller", "disputeTradeExpired", { actionBy: "Seller" }),
        request("buyer", "cancleTradeByBuyer"),
        request("stranger", "claimAmountRecivedBySeller"),
        (id: number): Attempt => ({
          name: "expire job",
          run: async () => ((await expireTrade(world.app, id)) ? "expired" : "left alone"),
        }),
        (id: number): Attempt => ({
          name: "held-funds job",
          run: async () => returnHeldFunds(world.app, world.escrow, id),
        }),
        (_id: number): Attempt => ({
          name: "reconciler",
          run: async () => `reconciled (${(await world.reconcile()).settled} settled)`,
        }),
        request("seller", "claimAmountRecivedBySeller"),
      ];
      const answers = await race(
        Array.from({ length: 50 }, (_, i) =>
          (kinds[(i + offset) % kinds.length] as (id: number) => Attempt)(tradeId),
        ),
      );
      // One action wins FundsSent. When a dispute wins, the seller's 'I have received' may still follow it: the
      // seller conceding a dispute is the machine's own Disputed → Completed. Never two changes from one state.
      const changed = answers.filter((a) => a.status === 200);
      const path = changed.map((a) => a.after);
      expect(
        [["Completed"], ["Disputed"], ["Disputed", "Completed"]],
        JSON.stringify(answers),
      ).toContainEqual(path);
      if (path.length === 2) expect(changed[1]?.name).toBe("seller claimAmountRecivedBySeller");
      const winner = changed.at(-1)?.name ?? "";
      console.info(
        `fifty at once on ${driver}: ${changed.map((a) => `${a.name} → ${a.after}`).join(", then ")}`,
      );
      for (const answer of answers.filter((a) => a.status !== 200 && a.status !== 0)) {
        if (answer.name.startsWith("stranger"))
          expect(answer).toMatchObject({ status: 404, message: TRADE_MESSAGES.tradeNotFound });
        else expect(answer.status, JSON.stringify(answer)).toBe(refusalStatus(answer.message));
      }
      expect(answers.filter((a) => a.name === "expire job").every((a) => a.message === "left alone")).toBe(
        true,
      );
      expect(
        answers.filter((a) => a.name === "held-funds job").every((a) => a.message === "nothing_held"),
      ).toBe(true);

      // The stored state is the winner's; after a restart and the reconciler nothing more moves.
      await world.restart();
      await world.reconcile();
      const trade = await tradeRow(world, tradeId);
      const history = await escrowHistory(world, escrowAccount);
      const after = await balances(world);
      const [escrow] = await world.database.db
        .select()
        .from(escrowAccounts)
        .where(eq(escrowAccounts.accountId, escrowAccount));
      const outcomes = (
        await world.database.db
          .select()
          .from(escrowMovements)
          .where(eq(escrowMovements.escrowId, escrow?.id ?? 0))
      ).filter((m) => m.kind !== "funding");
      const amount = trade.cryptoAmountToBuyer;
      if (winner.endsWith("claimAmountRecivedBySeller")) {
        expect(trade.status).toBe("Completed");
        expect(outcomes.map((m) => [m.kind, m.status])).toEqual([["release", "applied"]]);
        expect(history).toMatchObject({ exists: false, merges: 1, balance: 0n });
        expect(history.paymentsOut).toHaveLength(2);
        expect(after.buyer - before.buyer).toBe(amount);
        expect(after.fee - before.fee).toBe(trade.sellerFee);
        expect(after.seller - before.seller).toBe(0n);
      } else {
        expect(trade.status).toBe("Disputed");
        expect(outcomes).toEqual([]);
        expect(history).toMatchObject({
          exists: true,
          merges: 0,
          balance: amount + trade.sellerFee,
          paymentsOut: [],
        });
        expect(after).toEqual(before);
      }
    },
    180_000,
  );

  it("held funds due: fifty returns at once (jobs, reconciler, the parties' requests) → one refund on the ledger", async () => {
    const tradeId = await startBuyTrade(world, "12.5000001");
    const escrowAccount = await fundTrade(world, tradeId);
    const cancelled = await world.call("buyer", "POST", "/api/p2p/cancleTradeByBuyer", {
      tradeId: String(tradeId),
    });
    expect(cancelled.json().trade).toMatchObject({ status: "Cancelled_With_Holded_Funds" });
    await moveClock(world, tradeId, 24 * 60 + 1);
    const before = await balances(world);
    const kinds = [
      (id: number): Attempt => ({
        name: "held-funds job",
        run: async () => returnHeldFunds(world.app, world.escrow, id),
      }),
      (_id: number): Attempt => ({
        name: "reconciler",
        run: async () => `reconciled (${(await world.reconcile()).settled} settled)`,
      }),
      (id: number): Attempt => ({
        name: "expire job",
        run: async () => ((await expireTrade(world.app, id)) ? "expired" : "left alone"),
      }),
      request("seller", "claimAmountRecivedBySeller"),
      request("buyer", "cancleTradeByBuyer"),
    ];
    const answers = await race(
      Array.from({ length: 50 }, (_, i) => (kinds[i % kinds.length] as (id: number) => Attempt)(tradeId)),
    );
    // Every request is refused (the trade is final); every job agrees the funds are back.
    expect(answers.filter((a) => a.status === 200)).toEqual([]);
    for (const answer of answers.filter((a) => a.status !== 0)) {
      expect(answer).toMatchObject({ status: 409, message: TRADE_MESSAGES.tradeFinished });
    }
    expect(answers.filter((a) => a.name === "held-funds job").map((a) => a.message)).toEqual(
      Array(10).fill("returned"),
    );
    const history = await escrowHistory(world, escrowAccount);
    expect(history).toMatchObject({ exists: false, merges: 1, balance: 0n });
    expect(history.paymentsOut).toHaveLength(1);
    const after = await balances(world);
    const trade = await tradeRow(world, tradeId);
    expect(after.seller - before.seller).toBe(trade.cryptoAmountToBuyer + trade.sellerFee);
    expect([after.buyer, after.fee]).toEqual([before.buyer, before.fee]);
    const [escrow] = await world.database.db
      .select()
      .from(escrowAccounts)
      .where(eq(escrowAccounts.accountId, escrowAccount));
    expect(escrow?.status).toBe("refunded");
  }, 180_000);
});

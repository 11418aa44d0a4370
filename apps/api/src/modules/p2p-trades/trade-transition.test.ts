import { TRADE_MESSAGES, type TTradeAction } from "@sextant/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from "../../../test/support/test-database";
import { escrowAccounts, escrowMovements, p2pAds, trades } from "../../db/schema";
import { AppError } from "../../errors";
import { applyTradeAction } from "./trade-transition";

const SELLER = "GSELLER";
const BUYER = "GBUYER";
const MIN = 60_000;

/** The one row a query must find. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("expected a row");
  return row;
}

describe.each(TEST_DRIVERS)("trade transitions on %s", (driver) => {
  let database: TestDatabase;
  let adId: number;

  // One migrated database per driver (migrating is the slow part); each test has its own ad and trades.
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.destroy());

  beforeEach(async () => {
    const [ad] = await database.db
      .insert(p2pAds)
      .values({
        type: "sell",
        assetCode: "LEVELG",
        account: SELLER,
        availableAmount: 900_000_000n,
        totalAmount: 1_000_000_000n,
        minQty: 100_000_000n,
        maxQty: 500_000_000n,
        unitPrice: 280_000_000n,
        unitPriceMax: 300_000_000n,
        referencePrice: 280_000_000n,
        usdPrice: 10_000_000n,
        priceSpread: "0",
        currency: "PKR",
        location: "PK",
        timeFrame: 15,
        paymentMethod: "Local_Bank",
      })
      .returning();
    if (!ad) throw new Error("no ad");
    adId = ad.id;
  });

  async function insertTrade(status: string, startedMinutesAgo: number | null): Promise<number> {
    const now = Date.now();
    const [trade] = await database.db
      .insert(trades)
      .values({
        type: "buy",
        status,
        adId,
        account: BUYER,
        adOwner: SELLER,
        buyer: BUYER,
        seller: SELLER,
        assetCode: "LEVELG",
        cryptoAmountToBuyer: 100_000_000n,
        cryptoAmountFromSeller: 100_100_000n,
        sellerFee: 100_000n,
        fiatTradeAmount: 2_800_000_000n,
        unitPrice: 280_000_000n,
        currency: "PKR",
        coinUsdRate: "0.1",
        paymentMethod: "Local_Bank",
        timeFrame: 15,
        sellerStellarMemo: "p2p-test",
        createdAt: new Date(now - (startedMinutesAgo ?? 0) * MIN - MIN),
        startedAt: startedMinutesAgo === null ? null : new Date(now - startedMinutesAgo * MIN),
      })
      .returning();
    if (!trade) throw new Error("no trade");
    return trade.id;
  }

  async function adAvailable(): Promise<bigint> {
    return one(await database.db.select().from(p2pAds).where(eq(p2pAds.id, adId))).availableAmount;
  }

  it("applies an allowed action with the clock and refuses by role (403), state (409) and stranger (404)", async () => {
    const id = await insertTrade("Started", 1);
    const refused = async (action: TTradeAction, caller: string) =>
      applyTradeAction(database.db, { tradeId: id, action, caller }).catch((error: AppError) => error);

    expect(await refused("I_HAVE_PAID", SELLER)).toMatchObject({
      statusCode: 403,
      message: TRADE_MESSAGES.onlyBuyer,
    });
    expect(await refused("I_HAVE_RECEIVED", SELLER)).toMatchObject({
      statusCode: 409,
      message: TRADE_MESSAGES.notAllowedNow,
    });
    expect(await refused("I_HAVE_PAID", "GSTRANGER")).toMatchObject({
      statusCode: 404,
      message: TRADE_MESSAGES.tradeNotFound,
    });

    const paid = await applyTradeAction(database.db, { tradeId: id, action: "I_HAVE_PAID", caller: BUYER });
    expect(paid.after.status).toBe("FundsSent");
    expect(paid.after.paidAt).toBeInstanceOf(Date);
    const received = await applyTradeAction(database.db, {
      tradeId: id,
      action: "I_HAVE_RECEIVED",
      caller: SELLER,
    });
    expect(received).toMatchObject({ transition: { effect: "release" }, after: { status: "Completed" } });
    expect(received.after.finishedAt).toBeInstanceOf(Date);
    expect(await adAvailable()).toBe(900_000_000n);
  });

  it("gives the reserved amount back to the ad when a trade is cancelled, and the dispute axis is stored", async () => {
    const pending = await insertTrade("pending_user_transfer", null);
    await applyTradeAction(database.db, { tradeId: pending, action: "REJECT", caller: SELLER });
    expect(await adAvailable()).toBe(1_000_000_000n);

    const late = await insertTrade("Started", 16);
    const disputed = await applyTradeAction(database.db, {
      tradeId: late,
      action: "DISPUTE_EXPIRED",
      caller: BUYER,
    });
    expect(disputed.after).toMatchObject({
      status: "Disputed",
      disputeState: "open",
      disputeOpenedBy: "buyer",
      disputeReason: "expired",
    });
    const ruled = await applyTradeAction(database.db, {
      tradeId: late,
      action: "RESOLVE_FOR_SELLER",
      caller: "platform",
    });
    expect(ruled.after).toMatchObject({
      status: "Cancelled",
      disputeState: "resolved",
      disputeWinner: "seller",
    });
    expect(await adAvailable()).toBe(1_100_000_000n);
  });

  it("fifty concurrent conflicting actions on one trade: exactly one wins, the rest are 409", async () => {
    // Past the time frame, before the timeout: paying, cancelling and both expiry disputes are each allowed.
    const id = await insertTrade("Started", 16);
    const attempts: Array<[TTradeAction, string]> = [
      ["I_HAVE_PAID", BUYER],
      ["CANCEL", BUYER],
      ["DISPUTE_EXPIRED", BUYER],
      ["DISPUTE_EXPIRED", SELLER],
      ["EXPIRE", "platform"],
    ];
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => {
        const attempt = attempts[i % attempts.length];
        if (!attempt) throw new Error("no attempt");
        const [action, caller] = attempt;
        return applyTradeAction(database.db, { tradeId: id, action, caller });
      }),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const failure of lost) expect(failure.reason).toBeInstanceOf(AppError);
    expect(lost.every((failure) => (failure.reason as AppError).statusCode === 409)).toBe(true);
    const row = one(await database.db.select().from(trades).where(eq(trades.id, id)));
    expect(row.status).toBe(
      (won[0] as PromiseFulfilledResult<{ after: { status: string } }>).value.after.status,
    );
    // A cancellation, if it won, gave the amount back exactly once.
    const expectedAvailable = row.status === "Cancelled_With_Holded_Funds" ? 1_000_000_000n : 900_000_000n;
    expect(await adAvailable()).toBe(expectedAvailable);
  });

  it("an escrow can record one outcome only: a second of either kind breaks a unique index", async () => {
    const escrow = one(
      await database.db
        .insert(escrowAccounts)
        .values({
          purpose: "p2p_trade",
          reference: String(adId),
          accountId: `GESCROW${adId}`,
          payer: SELLER,
          payee: BUYER,
          feeDestination: "GFEE",
          assetCode: "LEVELG",
          amount: 100_000_000n,
          fee: 100_000n,
        })
        .returning(),
    );
    await database.db
      .insert(escrowMovements)
      .values({ escrowId: escrow.id, kind: "release", hash: "a".repeat(64) });
    await expect(
      database.db
        .insert(escrowMovements)
        .values({ escrowId: escrow.id, kind: "refund", hash: "b".repeat(64) }),
    ).rejects.toThrow();
    await expect(
      database.db
        .insert(escrowMovements)
        .values({ escrowId: escrow.id, kind: "release", hash: "c".repeat(64) }),
    ).rejects.toThrow();
    await database.db
      .insert(escrowMovements)
      .values({ escrowId: escrow.id, kind: "funding", hash: "d".repeat(64) });
    const count = await database.db.execute(
      sql`select count(*)::int as n from escrow_movements where escrow_id = ${escrow.id}`,
    );
    expect(one((count as unknown as { rows: Array<{ n: number }> }).rows).n).toBe(2);
  });
});

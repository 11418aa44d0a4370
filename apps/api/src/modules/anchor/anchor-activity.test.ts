import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { anchorStellarPayments, anchorTransactions } from "../../db/schema";
import { hasAnchorWork, IDLE_PASS_SECONDS, shouldQueuePass } from "./anchor-activity";

describe("shouldQueuePass", () => {
  const idle = async () => false;
  const busy = async () => true;
  const second = 1000;
  it.each([
    ["the first pass after start", null, idle, true],
    ["idle, 1 s after the last pass", 1 * second, idle, false],
    ["idle, 29 s after the last pass", 29 * second, idle, false],
    ["idle, 30 s after the last pass", IDLE_PASS_SECONDS * second, idle, true],
    ["work open, 1 s after the last pass", 1 * second, busy, true],
  ] as const)("%s → %s", async (_label, since, check, queued) => {
    const now = 1_000_000;
    expect(await shouldQueuePass(now, since === null ? null : now - since, check)).toBe(queued);
  });

  it("does not read the database when the idle pass is due", async () => {
    let asked = 0;
    const counting = async () => {
      asked += 1;
      return false;
    };
    await shouldQueuePass(100_000, 0, counting);
    await shouldQueuePass(100_000, null, counting);
    expect(asked).toBe(0);
  });
});

describe.each(TEST_DRIVERS)("hasAnchorWork (%s)", (driver) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver);
  }, 60_000);
  afterAll(async () => app?.close());
  beforeEach(async () => {
    await app.database.db.delete(anchorTransactions);
    await app.database.db.delete(anchorStellarPayments);
  });

  const transaction = (kind: string, status: string, minutesAgo = 0) =>
    app.database.db.insert(anchorTransactions).values({
      id: `${kind}-${status}-${minutesAgo}`,
      kind,
      status,
      account: "GTEST",
      assetCode: "USDT",
      updatedAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    });

  it("is idle with nothing, or only finished transactions", async () => {
    expect(await hasAnchorWork(app.database.db)).toBe(false);
    for (const status of ["completed", "refunded", "expired", "error", "too_large"]) {
      await transaction("withdrawal", status);
      await transaction("deposit", status);
    }
    expect(await hasAnchorWork(app.database.db)).toBe(false);
  });

  it.each([
    [
      "an open withdrawal waiting for its payment, even a day old",
      "withdrawal",
      "pending_user_transfer_start",
      1440,
      true,
    ],
    ["a withdrawal being paid out", "withdrawal", "pending_anchor", 0, true],
    ["an interactive request being filled in", "deposit", "incomplete", 0, true],
    ["a deposit address shown a minute ago", "deposit", "pending_user_transfer_start", 1, true],
    ["a deposit address shown two hours ago", "deposit", "pending_user_transfer_start", 120, false],
    ["a transfer waiting for confirmations", "deposit", "pending_external", 300, true],
    ["a credit being submitted", "deposit", "pending_stellar", 0, true],
    ["a claimable balance created now", "deposit", "pending_trust", 0, true],
    ["a claimable balance waiting for days", "deposit", "pending_trust", 4000, false],
  ] as const)("%s → %s", async (_label, kind, status, minutesAgo, busy) => {
    await transaction(kind, status, minutesAgo);
    expect(await hasAnchorWork(app.database.db)).toBe(busy);
  });

  it("has work while a payment waits for its refund", async () => {
    const payment = (status: string) =>
      app.database.db.insert(anchorStellarPayments).values({
        id: `payment-${status}`,
        transactionHash: "ab".repeat(32),
        receiver: "GRECEIVER",
        sender: "GSENDER",
        asset: "USDT",
        amount: 10n,
        status,
      });
    await payment("refunded");
    expect(await hasAnchorWork(app.database.db)).toBe(false);
    await payment("refund_due");
    expect(await hasAnchorWork(app.database.db)).toBe(true);
  });
});

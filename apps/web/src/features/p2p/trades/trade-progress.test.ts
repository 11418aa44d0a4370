import { TRADE_CONFIRMATIONS, TRADE_MESSAGES } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { tradeFixture } from "./trade-fixture";
import {
  actionConfirmation,
  isTimedOut,
  listStatusLabel,
  nextDeadline,
  redirectFor,
  statusLabelColor,
  statusMessage,
  statusText,
  tradeTimer,
  visibleActions,
} from "./trade-progress";

const START = Date.parse("2026-11-24T06:40:00.000Z");
const min = (m: number) => START + m * 60_000;
const started = tradeFixture({
  status: "Started",
  actions: ["I_HAVE_PAID", "CANCEL"],
  deadlines: { expiresAt: new Date(min(15)).toISOString(), timeoutAt: new Date(min(18)).toISOString() },
});

describe("tradeTimer", () => {
  it("a pending trade counts down 15 minutes from its start", () => {
    expect(tradeTimer(tradeFixture(), START)).toEqual({
      label: "Waiting for the seller to accept",
      deadline: min(15),
    });
    const asSeller = tradeFixture({ role: { side: "seller", isAdOwner: true } });
    expect(tradeTimer(asSeller, START)?.label).toBe("Time left to accept");
  });

  it("a Started trade counts to its time frame, then to the timeout", () => {
    expect(tradeTimer(started, min(1))).toEqual({ label: "Time left to pay", deadline: min(15) });
    expect(tradeTimer(started, min(16))?.deadline).toBe(min(18));
  });

  it("a final trade has none", () => {
    expect(tradeTimer(tradeFixture({ status: "Completed" }), START)).toBeNull();
  });
});

describe("visibleActions", () => {
  it("shows the API's actions for the caller, the platform's never", () => {
    const trade = tradeFixture({ actions: ["CANCEL", "EXPIRE", "RESOLVE_FOR_BUYER"] });
    expect(visibleActions(trade, START)).toEqual(["CANCEL"]);
  });

  it("hides every action once a Started trade timed out ('Trade Expired')", () => {
    expect(visibleActions(started, min(17))).toEqual(["I_HAVE_PAID", "CANCEL"]);
    expect(isTimedOut(started, min(18))).toBe(true);
    expect(visibleActions(started, min(18))).toEqual([]);
    expect(statusMessage(started, min(18))).toBe(TRADE_MESSAGES.tradeExpired);
  });

  it("a disputed trade says so", () => {
    expect(statusMessage(tradeFixture({ status: "Disputed", actions: [] }), START)).toBe(
      TRADE_MESSAGES.tradeDisputed,
    );
  });
});

describe("redirectFor", () => {
  it("Completed opens the review for the caller's side; cancellations go back to /p2p", () => {
    const done = tradeFixture({ status: "Completed", role: { side: "seller", isAdOwner: true } });
    expect(redirectFor(done)).toMatchObject({
      to: "/reviewScreen",
      state: { tradeId: "41", type: "Seller" },
    });
    expect(redirectFor(tradeFixture({ status: "Cancelled" }))).toEqual({ to: "/p2p" });
    expect(redirectFor(tradeFixture({ status: "Cancelled_With_Holded_Funds" }))).toEqual({ to: "/p2p" });
    expect(redirectFor(started)).toBeNull();
  });

  it("a resolved dispute follows its shown status", () => {
    const won = tradeFixture({ status: "Disputed", displayStatus: "Completed" });
    expect(redirectFor(won)?.to).toBe("/reviewScreen");
  });
});

it("each action's confirm text is core's", () => {
  expect(actionConfirmation("I_HAVE_PAID", "buyer")).toBe(TRADE_CONFIRMATIONS.I_HAVE_PAID);
  expect(actionConfirmation("DISPUTE_EXPIRED", "seller")).toBe(TRADE_CONFIRMATIONS.DISPUTE_EXPIRED_SELLER);
});

it("the list shows Expired 15 minutes after the start, until the trade is final", () => {
  expect(listStatusLabel(tradeFixture(), min(14))).toBe("Pending");
  expect(listStatusLabel(tradeFixture(), min(15))).toBe("Expired");
  expect(listStatusLabel(tradeFixture({ status: "Completed" }), min(60))).toBe("Completed");
});

describe("nextDeadline", () => {
  it("is the next moment the trade's allowed actions change, none for a final trade", () => {
    expect(nextDeadline(started, min(1))).toBe(min(15));
    expect(nextDeadline(started, min(15))).toBe(min(18));
    expect(nextDeadline(tradeFixture(), START)).toBe(min(15));
    expect(nextDeadline(tradeFixture({ status: "Completed" }), START)).toBeNull();
  });
});

describe("past the time frame", () => {
  it("tells the buyer to confirm or dispute, the seller that a dispute is open to them", () => {
    expect(statusMessage(started, min(16))).toMatch(/^The time to pay is over\./);
    const asSeller = tradeFixture({
      status: "Started",
      role: { side: "seller", isAdOwner: true },
      deadlines: { expiresAt: new Date(min(15)).toISOString(), timeoutAt: new Date(min(18)).toISOString() },
    });
    expect(statusMessage(asSeller, min(16))).toMatch(/^The buyer has not confirmed a payment in time\./);
    expect(statusMessage(asSeller, min(18))).toBe(TRADE_MESSAGES.tradeExpired);
  });

  it("colours the badge by state", () => {
    expect(statusLabelColor(statusText("Disputed"))).toBe("orange");
    expect(statusLabelColor(statusText("Completed"))).toBe("teal");
    expect(statusLabelColor(statusText("Started"))).toBe("blue");
    expect(statusLabelColor("Expired")).toBe("red");
  });
});

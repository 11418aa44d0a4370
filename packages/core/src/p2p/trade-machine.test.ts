import { describe, expect, it } from "vitest";
import { TRADE_STATUSES, type TTradeStatus } from "../events/realtime-events";
import {
  availableTradeActions,
  displayedTradeStatus,
  type TDisputeState,
  TRADE_ACTIONS,
  type TTradeAction,
  type TTradeActor,
  type TTradeFacts,
  tradeActorOf,
  transitionTrade,
} from "./trade-machine";
import { TRADE_MESSAGES } from "./trade-messages";
import { formatCountdown, isShownExpired, tradeDeadlines } from "./trade-timers";

const MIN = 60_000;
const T0 = 1_000_000_000_000;

const ROLES = {
  "buyer-owner": { kind: "party", side: "buyer", isAdOwner: true },
  "buyer-creator": { kind: "party", side: "buyer", isAdOwner: false },
  "seller-owner": { kind: "party", side: "seller", isAdOwner: true },
  "seller-creator": { kind: "party", side: "seller", isAdOwner: false },
  platform: { kind: "platform" },
} as const satisfies Record<string, TTradeActor>;
type TRole = keyof typeof ROLES;

/** A trade in a status with every clock set (15-minute frame), disputes opened by the seller. */
function facts(status: TTradeStatus): TTradeFacts {
  const dispute: TDisputeState =
    status === "Disputed" ? { state: "open", openedBy: "seller", reason: "not_received" } : { state: "none" };
  return {
    status,
    dispute,
    createdAt: T0,
    startedAt: status === "pending_user_transfer" ? null : T0 + MIN,
    paidAt: status === "FundsSent" || status === "Disputed" ? T0 + 2 * MIN : null,
    timeFrameMinutes: 15,
  };
}
/** 'early': no deadline has passed; 'late': every deadline has (an hour on). */
const TIMES = { early: T0 + 2 * MIN + 1000, late: T0 + 60 * MIN } as const;
type TTime = keyof typeof TIMES;

/**
 * The allowed transitions, written out independently of the code as `status action role time → next`. The
 * generated test below checks every (status, action, role, time) against this list: present means allowed
 * with that next status, absent means refused.
 */
const ALLOWED = `
pending_user_transfer HOLD_BALANCE seller-owner early Started
pending_user_transfer HOLD_BALANCE seller-creator early Started
pending_user_transfer REJECT buyer-owner * Cancelled
pending_user_transfer REJECT seller-owner * Cancelled
pending_user_transfer CANCEL buyer-creator * Cancelled
pending_user_transfer CANCEL seller-creator * Cancelled
pending_user_transfer EXPIRE platform late Cancelled
Started CANCEL buyer-owner * Cancelled_With_Holded_Funds
Started CANCEL buyer-creator * Cancelled_With_Holded_Funds
Started I_HAVE_PAID buyer-owner early FundsSent
Started I_HAVE_PAID buyer-creator early FundsSent
Started DISPUTE_EXPIRED buyer-owner late Disputed
Started DISPUTE_EXPIRED buyer-creator late Disputed
Started DISPUTE_EXPIRED seller-owner late Disputed
Started DISPUTE_EXPIRED seller-creator late Disputed
Started EXPIRE platform late Cancelled_With_Holded_Funds
FundsSent I_HAVE_RECEIVED seller-owner * Completed
FundsSent I_HAVE_RECEIVED seller-creator * Completed
FundsSent I_HAVE_NOT_RECEIVED seller-owner * Disputed
FundsSent I_HAVE_NOT_RECEIVED seller-creator * Disputed
FundsSent DISPUTE_EXPIRED buyer-owner late Disputed
FundsSent DISPUTE_EXPIRED buyer-creator late Disputed
Disputed I_HAVE_RECEIVED seller-owner * Completed
Disputed I_HAVE_RECEIVED seller-creator * Completed
Disputed RESOLVE_FOR_BUYER platform * Completed
Disputed RESOLVE_FOR_SELLER platform * Cancelled
`
  .trim()
  .split("\n")
  .map((line) => line.trim().split(" "));

function expected(status: TTradeStatus, action: TTradeAction, role: TRole, time: TTime): TTradeStatus | null {
  const row = ALLOWED.find(
    ([s, a, r, t]) => s === status && a === action && r === role && (t === "*" || t === time),
  );
  return row ? (row[4] as TTradeStatus) : null;
}

describe("trade machine: every (status, action, role, time) is a generated case", () => {
  const cases: [TTradeStatus, TTradeAction, TRole, TTime][] = [];
  for (const status of TRADE_STATUSES)
    for (const action of TRADE_ACTIONS)
      for (const role of Object.keys(ROLES) as TRole[])
        for (const time of Object.keys(TIMES) as TTime[]) cases.push([status, action, role, time]);

  it("covers 7 statuses × 10 actions × 5 roles × 2 times", () => {
    expect(cases).toHaveLength(700);
  });

  it.each(cases)("%s %s by %s (%s)", (status, action, role, time) => {
    const answer = transitionTrade(facts(status), action, ROLES[role], TIMES[time]);
    const next = expected(status, action, role, time);
    if (next === null) {
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.message.length).toBeGreaterThan(0);
    } else {
      expect(answer).toMatchObject({ ok: true, from: status, next });
    }
  });
});

describe("trade machine: table of money effects and messages", () => {
  it.each([
    ["pending_user_transfer", "HOLD_BALANCE", "seller-owner", "early", "funded"],
    ["pending_user_transfer", "REJECT", "buyer-owner", "early", "none"],
    ["Started", "CANCEL", "buyer-creator", "early", "refund_after_hold"],
    ["Started", "EXPIRE", "platform", "late", "refund_after_hold"],
    ["FundsSent", "I_HAVE_RECEIVED", "seller-owner", "early", "release"],
    ["Disputed", "I_HAVE_RECEIVED", "seller-owner", "early", "release"],
    ["Disputed", "RESOLVE_FOR_SELLER", "platform", "early", "refund"],
    ["FundsSent", "I_HAVE_NOT_RECEIVED", "seller-creator", "early", "none"],
  ] as const)("%s %s by %s → effect %s", (status, action, role, time, effect) => {
    expect(transitionTrade(facts(status), action, ROLES[role], TIMES[time])).toMatchObject({
      ok: true,
      effect,
    });
  });

  it.each([
    ["Started", "I_HAVE_PAID", "seller-owner", "early", TRADE_MESSAGES.onlyBuyer],
    ["FundsSent", "I_HAVE_RECEIVED", "buyer-owner", "early", TRADE_MESSAGES.onlySeller],
    ["pending_user_transfer", "HOLD_BALANCE", "buyer-owner", "early", TRADE_MESSAGES.onlySeller],
    ["pending_user_transfer", "REJECT", "buyer-creator", "early", TRADE_MESSAGES.onlyAdOwner],
    ["Started", "I_HAVE_PAID", "buyer-owner", "late", TRADE_MESSAGES.tradeExpired],
    ["Started", "DISPUTE_EXPIRED", "buyer-owner", "early", TRADE_MESSAGES.notExpiredYet],
    ["Disputed", "CANCEL", "buyer-owner", "early", TRADE_MESSAGES.tradeDisputed],
    ["Completed", "CANCEL", "buyer-owner", "early", TRADE_MESSAGES.tradeFinished],
    ["Started", "RESOLVE_FOR_BUYER", "buyer-owner", "early", TRADE_MESSAGES.notAllowedNow],
  ] as const)("%s %s by %s (%s) is refused: %s", (status, action, role, time, message) => {
    expect(transitionTrade(facts(status), action, ROLES[role], TIMES[time])).toEqual({ ok: false, message });
  });

  it("opening and ruling a dispute moves the dispute axis", () => {
    const opened = transitionTrade(
      facts("FundsSent"),
      "I_HAVE_NOT_RECEIVED",
      ROLES["seller-owner"],
      TIMES.early,
    );
    expect(opened).toMatchObject({ dispute: { state: "open", openedBy: "seller", reason: "not_received" } });
    const expired = transitionTrade(facts("Started"), "DISPUTE_EXPIRED", ROLES["buyer-creator"], TIMES.late);
    expect(expired).toMatchObject({ dispute: { state: "open", openedBy: "buyer", reason: "expired" } });
    const ruled = transitionTrade(facts("Disputed"), "RESOLVE_FOR_SELLER", ROLES.platform, TIMES.early);
    expect(ruled).toMatchObject({ dispute: { state: "resolved", winner: "seller" } });
  });

  it("a resolved dispute shows Completed for the buyer's win and Cancelled for the seller's", () => {
    expect(
      displayedTradeStatus({ status: "Disputed", dispute: { state: "resolved", winner: "buyer" } }),
    ).toBe("Completed");
    expect(
      displayedTradeStatus({ status: "Disputed", dispute: { state: "resolved", winner: "seller" } }),
    ).toBe("Cancelled");
    expect(displayedTradeStatus(facts("Disputed"))).toBe("Disputed");
  });

  it("offers the current role's actions only", () => {
    expect(availableTradeActions(facts("Started"), ROLES["buyer-creator"], TIMES.early)).toEqual([
      "CANCEL",
      "I_HAVE_PAID",
    ]);
    expect(availableTradeActions(facts("Started"), ROLES["seller-owner"], TIMES.early)).toEqual([]);
    expect(availableTradeActions(facts("Started"), ROLES["seller-owner"], TIMES.late)).toEqual([
      "DISPUTE_EXPIRED",
    ]);
    expect(availableTradeActions(facts("FundsSent"), ROLES["seller-owner"], TIMES.early)).toEqual([
      "I_HAVE_RECEIVED",
      "I_HAVE_NOT_RECEIVED",
    ]);
  });

  it("tells buyer, seller and stranger apart from the trade type and the ad owner", () => {
    const buyTrade = { type: "buy" as const, account: "GCREATOR", adOwner: "GOWNER" };
    expect(tradeActorOf("GCREATOR", buyTrade)).toEqual({ kind: "party", side: "buyer", isAdOwner: false });
    expect(tradeActorOf("GOWNER", buyTrade)).toEqual({ kind: "party", side: "seller", isAdOwner: true });
    const sellTrade = { ...buyTrade, type: "sell" as const };
    expect(tradeActorOf("GCREATOR", sellTrade)).toEqual({ kind: "party", side: "seller", isAdOwner: false });
    expect(tradeActorOf("GSTRANGER", sellTrade)).toBeNull();
  });
});

describe("trade timers", () => {
  const clock = {
    createdAt: T0,
    startedAt: T0 + MIN,
    paidAt: null,
    cancelledAt: T0 + 5 * MIN,
    timeFrameMinutes: 15,
  };

  it("derives every deadline: 15 min pending, the ad's frame, 18 min timeout, 24 h held funds", () => {
    expect(tradeDeadlines(clock)).toEqual({
      pendingExpiresAt: T0 + 15 * MIN,
      expiresAt: T0 + 16 * MIN,
      timeoutAt: T0 + 19 * MIN,
      paidExpiresAt: null,
      heldFundsReturnAt: T0 + 5 * MIN + 24 * 60 * MIN,
    });
    expect(tradeDeadlines({ ...clock, timeFrameMinutes: 45 }).timeoutAt).toBe(T0 + MIN + 48 * MIN);
  });

  it("shows Expired in lists after 15 minutes", () => {
    expect(isShownExpired(clock, T0 + 16 * MIN - 1)).toBe(false);
    expect(isShownExpired(clock, T0 + 16 * MIN)).toBe(true);
  });

  it("counts down as HH:MM:SS from 00:15:00 and stops at zero", () => {
    expect(formatCountdown(T0 + 15 * MIN, T0)).toBe("00:15:00");
    expect(formatCountdown(T0 + 15 * MIN, T0 + 61_500)).toBe("00:13:59");
    expect(formatCountdown(T0, T0 + MIN)).toBe("00:00:00");
  });
});

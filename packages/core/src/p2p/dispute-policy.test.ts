import { describe, expect, it } from "vitest";
import {
  DISPUTE_CASE_EVENTS,
  DISPUTE_CASE_STATUSES,
  DISPUTE_EVIDENCE_MS,
  DISPUTE_MESSAGES,
  defaultDisputeRuling,
  disputeEvidenceDeadline,
  type TDisputeCaseEvent,
  type TDisputeCaseStatus,
  transitionDisputeCase,
} from "./dispute-policy";

const OPENED = Date.UTC(2026, 10, 24, 8, 0, 0);
const deadline = disputeEvidenceDeadline(OPENED);
const before = { now: deadline - 1, evidenceDeadline: deadline };
const after = { now: deadline, evidenceDeadline: deadline };

describe("dispute case transitions", () => {
  // [status, event, clock, next or refusal message]
  const table: Array<[TDisputeCaseStatus, TDisputeCaseEvent, typeof before, string]> = [
    ["open", "ADMIN_RULES", before, "ruled"],
    ["open", "ADMIN_RULES", after, "ruled"],
    ["open", "SELLER_CONCEDES", before, "ruled"],
    ["open", "DEFAULT_RULES", before, DISPUTE_MESSAGES.notDue],
    ["open", "DEFAULT_RULES", after, "ruled"],
    ["open", "ESCALATE", before, DISPUTE_MESSAGES.notDue],
    ["open", "ESCALATE", after, "escalated"],
    ["escalated", "ADMIN_RULES", after, "ruled"],
    ["escalated", "SELLER_CONCEDES", after, "ruled"],
    ["escalated", "DEFAULT_RULES", after, DISPUTE_MESSAGES.alreadyRuled],
    ["escalated", "ESCALATE", after, DISPUTE_MESSAGES.alreadyRuled],
    ["ruled", "ADMIN_RULES", after, DISPUTE_MESSAGES.alreadyRuled],
    ["ruled", "SELLER_CONCEDES", after, DISPUTE_MESSAGES.alreadyRuled],
    ["ruled", "DEFAULT_RULES", after, DISPUTE_MESSAGES.alreadyRuled],
    ["ruled", "ESCALATE", after, DISPUTE_MESSAGES.alreadyRuled],
  ];

  it("covers every status and event", () => {
    for (const status of DISPUTE_CASE_STATUSES)
      for (const event of DISPUTE_CASE_EVENTS)
        expect(table.some(([s, e]) => s === status && e === event)).toBe(true);
  });

  it.each(table)("%s + %s → %s", (status, event, clock, expected) => {
    const answer = transitionDisputeCase(status, event, clock);
    if (answer.ok) expect(answer.next).toBe(expected);
    else expect(answer.message).toBe(expected);
  });

  it("names who decided", () => {
    const ruled = (event: TDisputeCaseEvent) => {
      const answer = transitionDisputeCase("open", event, after);
      return answer.ok ? answer.ruledBy : answer.message;
    };
    expect(ruled("ADMIN_RULES")).toBe("admin");
    expect(ruled("DEFAULT_RULES")).toBe("default");
    expect(ruled("SELLER_CONCEDES")).toBe("conceded");
    expect(ruled("ESCALATE")).toBeNull();
  });
});

describe("the default ruling when the evidence window closes", () => {
  // [buyer said paid, buyer answered, seller answered, outcome]
  const table: Array<[boolean, boolean, boolean, string]> = [
    [true, true, false, "buyer"],
    [false, true, false, "buyer"],
    [true, false, true, "seller"],
    [false, false, true, "seller"],
    [true, true, true, "escalate"],
    [false, true, true, "escalate"],
    [false, false, false, "seller"],
    [true, false, false, "escalate"],
  ];
  it.each(table)(
    "paid=%s buyer=%s seller=%s → %s",
    (buyerSaidPaid, buyerAnswered, sellerAnswered, outcome) => {
      const ruling = defaultDisputeRuling({ buyerSaidPaid, buyerAnswered, sellerAnswered });
      expect(ruling.kind === "rule" ? ruling.winner : ruling.kind).toBe(outcome);
      expect(ruling.reason.length).toBeGreaterThan(10);
    },
  );

  it("gives both sides 48 hours", () => {
    expect(DISPUTE_EVIDENCE_MS).toBe(172_800_000);
    expect(deadline - OPENED).toBe(DISPUTE_EVIDENCE_MS);
  });
});

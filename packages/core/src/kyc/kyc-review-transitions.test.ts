import { describe, expect, it } from "vitest";
import { kycReviewTransition, type TKycReviewAction } from "./kyc-review-transitions";
import type { TKycStatus } from "./kyc-status";

const rows: Array<[TKycStatus | null, TKycReviewAction, TKycStatus | null]> = [
  ["pending", "approve", "approved"],
  ["pending", "reject", "rejected"],
  ["rejected", "resubmit", "draft"],
  [null, "approve", null],
  ["draft", "approve", null],
  ["approved", "approve", null],
  ["rejected", "approve", null],
  [null, "reject", null],
  ["draft", "reject", null],
  ["approved", "reject", null],
  ["rejected", "reject", null],
  [null, "resubmit", null],
  ["draft", "resubmit", null],
  ["pending", "resubmit", null],
  ["approved", "resubmit", null],
];

describe("kycReviewTransition", () => {
  it.each(rows)("%s + %s → %s", (status, action, to) => {
    const move = kycReviewTransition(status, action);
    expect(move?.to ?? null).toBe(to);
    if (move) expect(move.from).toBe(status);
  });
});

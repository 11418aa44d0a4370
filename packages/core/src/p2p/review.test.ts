import { describe, expect, it } from "vitest";
import { averageRating, REVIEW_MESSAGES, reviewProblems, reviewRightOf, type TReviewTrade } from "./review";

const trade = (status: string, disputeState = "none", disputeWinner: string | null = null): TReviewTrade => ({
  buyer: "GBUYER",
  seller: "GSELLER",
  status,
  disputeState,
  disputeWinner,
});

describe("who may review a trade", () => {
  it.each([
    ["GBUYER", trade("Completed"), { ok: true, side: "buyer", reviewee: "GSELLER" }],
    ["GSELLER", trade("Completed"), { ok: true, side: "seller", reviewee: "GBUYER" }],
    ["GBUYER", trade("Disputed", "resolved", "buyer"), { ok: true, side: "buyer", reviewee: "GSELLER" }],
    [
      "GBUYER",
      trade("Disputed", "resolved", "seller"),
      { ok: false, kind: "state", message: REVIEW_MESSAGES.notCompleted },
    ],
    ["GBUYER", trade("FundsSent"), { ok: false, kind: "state", message: REVIEW_MESSAGES.notCompleted }],
    ["GSELLER", trade("Cancelled"), { ok: false, kind: "state", message: REVIEW_MESSAGES.notCompleted }],
    [
      "GSELLER",
      trade("Disputed", "open"),
      { ok: false, kind: "state", message: REVIEW_MESSAGES.notCompleted },
    ],
    ["GSTRANGER", trade("Completed"), { ok: false, kind: "party", message: REVIEW_MESSAGES.notParty }],
  ] as const)("%s on %o → %o", (account, row, expected) => {
    expect(reviewRightOf(account, row)).toEqual(expected);
  });
});

describe("the review form", () => {
  it.each([
    [{ rating: 4, text: "Quick and polite" }, null],
    [{ rating: 4, text: "" }, { text: "This field id required." }],
    [{ rating: 4, text: "   " }, { text: REVIEW_MESSAGES.textRequired }],
    [{ rating: 0, text: "ok" }, { rating: REVIEW_MESSAGES.ratingRequired }],
    [{ rating: 6, text: "ok" }, { rating: REVIEW_MESSAGES.ratingRange }],
    [{ rating: 2.5, text: "ok" }, { rating: REVIEW_MESSAGES.ratingRequired }],
    [
      { rating: 0, text: "" },
      { rating: REVIEW_MESSAGES.ratingRequired, text: REVIEW_MESSAGES.textRequired },
    ],
    [{ rating: 5, text: "x".repeat(501) }, { text: REVIEW_MESSAGES.tooLong }],
  ])("%o → %o", (input, expected) => {
    expect(reviewProblems(input)).toEqual(expected);
  });

  it("averages ratings to one decimal", () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
  });
});

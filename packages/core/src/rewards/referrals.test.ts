import { describe, expect, it } from "vitest";
import {
  isReferralCode,
  maskEmail,
  nextPayoutStatus,
  referralCodeFrom,
  referralShare,
  referralSharesError,
  referredTree,
  referrerChain,
} from "./referrals";

const links: Record<string, string> = { B: "A", C: "B", D: "C", E: "D", X: "Y", Y: "X", S: "S" };
const referrerOf = (account: string) => links[account];
const referredBy = (account: string) =>
  Object.entries(links)
    .filter(([, referrer]) => referrer === account)
    .map(([referred]) => referred);

describe("referrerChain", () => {
  it.each([
    ["A", []],
    ["B", [{ level: 1, account: "A" }]],
    [
      "C",
      [
        { level: 1, account: "B" },
        { level: 2, account: "A" },
      ],
    ],
    [
      "E",
      [
        { level: 1, account: "D" },
        { level: 2, account: "C" },
        { level: 3, account: "B" },
      ],
    ],
    ["X", [{ level: 1, account: "Y" }]],
    ["S", []],
  ])("%s is rewarded to %j", (account, chain) => {
    expect(referrerChain(account, referrerOf)).toEqual(chain);
  });
});

describe("referredTree", () => {
  it("lists levels 1 to 3 below an account, never level 4", () => {
    expect(referredTree("A", referredBy)).toEqual([
      { level: 1, account: "B" },
      { level: 2, account: "C" },
      { level: 3, account: "D" },
    ]);
  });

  it("stops at loops", () => {
    expect(referredTree("X", referredBy)).toEqual([{ level: 1, account: "Y" }]);
  });
});

describe("shares in stroops", () => {
  it.each([
    [10_000_000n, "20", 2_000_000n],
    [10_000_000n, "10", 1_000_000n],
    [7n, "20", 1n], // 1.4 stroops → 1
    [4n, "20", 0n],
    [1_000_000n, "33.3333", 333_333n],
    [0n, "20", 0n],
  ])("%s stroops × %s %% = %s", (fee, share, expected) => {
    expect(referralShare(fee, share)).toBe(expected);
  });

  it("checks the admin's shares", () => {
    expect(referralSharesError(["20", "10", "5"])).toBeNull();
    expect(referralSharesError(["50", "30", "20"])).toBeNull();
    expect(referralSharesError(["50", "30", "20.0001"])).toMatch(/exceed 100/);
    expect(referralSharesError(["20", "10"])).toMatch(/3 levels/);
    expect(referralSharesError(["20", "x", "5"])).toMatch(/percentage/);
  });
});

describe("codes and e-mails", () => {
  it("makes 8-character codes without look-alikes", () => {
    const code = referralCodeFrom(new Uint8Array([0, 1, 2, 3, 30, 31, 255, 128]));
    expect(code).toHaveLength(8);
    expect(isReferralCode(code)).toBe(true);
    expect(isReferralCode("ABCD0EFG")).toBe(false);
  });

  it.each([
    ["alice@example.com", "a***e@example.com"],
    ["al@example.com", "a***@example.com"],
    ["noatsign", "***"],
  ])("masks %s as %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe("payout state machine", () => {
  it.each([
    ["pending", "signed", "submitting"],
    ["pending", "confirmed", null],
    ["submitting", "confirmed", "paid"],
    ["submitting", "expired", "pending"],
    ["submitting", "refused", "failed"],
    ["paid", "signed", null],
    ["paid", "retry", null],
    ["failed", "retry", "pending"],
    ["failed", "confirmed", null],
  ] as const)("%s + %s → %s", (status, event, next) => {
    expect(nextPayoutStatus(status, event)).toBe(next);
  });
});

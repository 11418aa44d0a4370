import { describe, expect, it } from "vitest";
import { newAccount } from "./operations/create-account";
import { availableCredit, availableNative, canAddSubentries, maxCreditReceive, minBalance } from "./reserves";
import type { Trustline } from "./types";

const RESERVE = 5_000_000n;

describe("reserves", () => {
  it("needs (2 + subentries) base reserves", () => {
    const account = newAccount("GA", 100_000_000n, 2);
    expect(minBalance(account, RESERVE)).toBe(10_000_000n);
    account.numSubEntries = 3;
    expect(minBalance(account, RESERVE)).toBe(25_000_000n);
  });

  it.each([
    { subentries: 0, sponsoring: 0, sponsored: 0, reserves: 2 },
    { subentries: 0, sponsoring: 0, sponsored: 2, reserves: 0 },
    { subentries: 3, sponsoring: 0, sponsored: 3, reserves: 2 },
    { subentries: 1, sponsoring: 4, sponsored: 0, reserves: 7 },
    { subentries: 2, sponsoring: 2, sponsored: 3, reserves: 3 },
  ])(
    "counts sponsorship: $subentries subentries, sponsoring $sponsoring, sponsored $sponsored → $reserves reserves",
    ({ subentries, sponsoring, sponsored, reserves }) => {
      const account = newAccount("GA", 100_000_000n, 2);
      account.numSubEntries = subentries;
      account.numSponsoring = sponsoring;
      account.numSponsored = sponsored;
      expect(minBalance(account, RESERVE)).toBe(BigInt(reserves) * RESERVE);
    },
  );

  it("subtracts the reserve and selling liabilities from what can be spent", () => {
    const account = newAccount("GA", 100_000_000n, 2);
    account.numSubEntries = 1;
    account.sellingLiabilities = 1_000_000n;
    expect(availableNative(account, RESERVE)).toBe(100_000_000n - 15_000_000n - 1_000_000n);
  });

  it("allows a new subentry only when the balance covers one more reserve", () => {
    const account = newAccount("GA", 15_000_000n, 2);
    expect(canAddSubentries(account, 1, RESERVE)).toBe(true);
    account.balance = 14_999_999n;
    expect(canAddSubentries(account, 1, RESERVE)).toBe(false);
  });

  it("limits credit by liabilities and the trustline limit", () => {
    const line: Trustline = {
      asset: { code: "USD", issuer: "GB" },
      assetType: "credit_alphanum4",
      balance: 50n,
      limit: 100n,
      flags: 1,
      buyingLiabilities: 20n,
      sellingLiabilities: 10n,
      lastModifiedLedger: 1,
    };
    expect(availableCredit(line)).toBe(40n);
    expect(maxCreditReceive(line)).toBe(30n);
  });
});

import { toStroops } from "@sextant/core";
import { describe, expect, it } from "vitest";
import {
  availableBalance,
  holdsAsset,
  minimumBalance,
  NATIVE_ASSET,
  parseAccount,
  type THorizonAccountRecord,
  walletStatus,
} from "./balances";

const ISSUER = `G${"I".repeat(55)}`;
const USDT = { code: "USDT", issuer: ISSUER };

function record(changes: Partial<THorizonAccountRecord> = {}): THorizonAccountRecord {
  return {
    account_id: `G${"A".repeat(55)}`,
    sequence: "4294967296",
    subentry_count: 1,
    balances: [
      {
        asset_type: "credit_alphanum4",
        asset_code: "USDT",
        asset_issuer: ISSUER,
        balance: "100.0000000",
        selling_liabilities: "10.0000000",
        buying_liabilities: "0.0000000",
      },
      {
        asset_type: "native",
        balance: "20.0000000",
        selling_liabilities: "1.0000000",
        buying_liabilities: "0",
      },
    ],
    ...changes,
  };
}

describe("parseAccount", () => {
  it("puts XLM first and keeps amounts in stroops", () => {
    const account = parseAccount(
      record({ data_attr: { "config.memo_required": "MQ==" }, home_domain: "x.org" }),
    );
    expect(account.balances.map((line) => line.asset.code)).toEqual(["XLM", "USDT"]);
    expect(account.balances[1]?.balance).toBe(toStroops("100"));
    expect(account.data).toEqual({ "config.memo_required": "MQ==" });
    expect(account.homeDomain).toBe("x.org");
  });

  it("skips pool shares", () => {
    const account = parseAccount(
      record({ balances: [{ asset_type: "liquidity_pool_shares", balance: "1.0000000" }] }),
    );
    expect(account.balances).toEqual([]);
  });
});

describe("reserve and available balance", () => {
  it.each([
    [0, 0, 0, "1"],
    [1, 0, 0, "1.5"],
    [3, 1, 0, "3"],
    [3, 0, 2, "1.5"],
  ])("subentries %s, sponsoring %s, sponsored %s → %s XLM", (subentries, sponsoring, sponsored, expected) => {
    const account = parseAccount(
      record({ subentry_count: subentries, num_sponsoring: sponsoring, num_sponsored: sponsored }),
    );
    expect(minimumBalance(account)).toBe(toStroops(expected));
  });

  it("subtracts selling liabilities, and the reserve for XLM", () => {
    const account = parseAccount(record());
    expect(availableBalance(account, NATIVE_ASSET)).toBe(toStroops("17.5")); // 20 − 1 − 1.5
    expect(availableBalance(account, USDT)).toBe(toStroops("90"));
    expect(availableBalance(account, { code: "BTC", issuer: ISSUER })).toBe(0n);
    expect(availableBalance(null, NATIVE_ASSET)).toBe(0n);
  });

  it("never goes below zero", () => {
    const account = parseAccount(record({ balances: [{ asset_type: "native", balance: "1.0000000" }] }));
    expect(availableBalance(account, NATIVE_ASSET)).toBe(0n);
  });

  it("knows what is held", () => {
    const account = parseAccount(record());
    expect(holdsAsset(account, USDT)).toBe(true);
    expect(holdsAsset(account, { code: "USDT", issuer: `G${"B".repeat(55)}` })).toBe(false);
    expect(holdsAsset(null, NATIVE_ASSET)).toBe(false);
  });
});

describe("walletStatus", () => {
  const withXlm = (balance: string) =>
    parseAccount(record({ subentry_count: 0, balances: [{ asset_type: "native", balance }] }));
  it.each([
    [null, "locked"],
    [withXlm("2.4999999"), "low"], // 1.4999999 spendable
    [withXlm("2.5000000"), "active"],
    [withXlm("10000.0000000"), "active"],
  ] as const)("%# → %s", (account, expected) => {
    expect(walletStatus(account)).toBe(expected);
  });
});

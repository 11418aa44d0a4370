import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client";
import {
  DNS_NAME_MAX_LENGTH,
  federationErrorMessage,
  HOME_DOMAIN_TOO_LONG,
  isDnsName,
  WALLET_SETTINGS_MESSAGES as M,
  parseHomeDomain,
  validateDeletePublicKey,
  validateFederationName,
  validateHomeDomain,
  validateWalletName,
} from "./wallet-settings-rules";

const wallets = [
  { walletId: "a", name: "WALLET #1" },
  { walletId: "b", name: "Savings" },
];

describe("validateWalletName", () => {
  it.each([
    ["", "a", M.nameEmpty],
    ["   ", "a", M.nameEmpty],
    ["savings", "a", M.nameUsed],
    [" Savings ", "a", M.nameUsed],
    ["Savings", "b", null],
    ["Trading", "a", null],
  ])("%j for wallet %s gives %j", (name, walletId, expected) => {
    expect(validateWalletName(name, wallets, walletId)).toBe(expected);
  });
});

describe("home domain", () => {
  it.each([
    ["https://example.com", "example.com"],
    ["example.com", "example.com"],
    ["http://Pay.Example.org/", "pay.example.org"],
    ["  sextant.io ", "sextant.io"],
    ["localhost", "localhost"],
    ["localhost:3000", "localhost:3000"],
    ["http://localhost:51234/", "localhost:51234"],
    ["", null],
    ["not a url", null],
    ["example", null],
    ["ftp://example.com", null],
    ["https://example.com/path", null],
    ["https://example.com?x=1", null],
    ["https://user@example.com", null],
    ["-bad.example.com", null],
    ["bad-.example.com", null],
    ["exa_mple.com", null],
    ["example.c0m", null],
    [`https://${"a".repeat(27)}.com`, `${"a".repeat(27)}.com`],
  ])("%j is %j", (value, expected) => {
    expect(parseHomeDomain(value)).toBe(expected);
    expect(validateHomeDomain(value)).toBe(expected === null ? M.domainNotUrl : null);
  });

  it("calls a valid name that the ledger can't hold too long, not 'not a url'", () => {
    const domain44 = `${"a".repeat(20)}.${"b".repeat(19)}.com`;
    expect(domain44).toHaveLength(44);
    expect(isDnsName(domain44)).toBe(true);
    expect(parseHomeDomain(domain44)).toBeNull();
    expect(validateHomeDomain(domain44)).toBe(HOME_DOMAIN_TOO_LONG);
    expect(validateHomeDomain(`https://${domain44}/`)).toBe(HOME_DOMAIN_TOO_LONG);
    expect(HOME_DOMAIN_TOO_LONG).toContain("32");
    // 32 bytes exactly is stored.
    expect(parseHomeDomain(`${"a".repeat(28)}.com`)).toBe(`${"a".repeat(28)}.com`);
    expect(validateHomeDomain(`${"a".repeat(29)}.com`)).toBe(HOME_DOMAIN_TOO_LONG);
  });

  it("follows DNS limits: labels up to 63, names up to 253", () => {
    expect(isDnsName(`${"a".repeat(63)}.com`)).toBe(true);
    expect(isDnsName(`${"a".repeat(64)}.com`)).toBe(false);
    const long = `${Array.from({ length: 4 }, () => "a".repeat(62)).join(".")}.com`;
    expect(long.length).toBeGreaterThan(DNS_NAME_MAX_LENGTH);
    expect(isDnsName(long)).toBe(false);
    expect(isDnsName("xn--bcher-kva.xn--p1ai")).toBe(true);
    expect(isDnsName("localhost")).toBe(true);
    expect(isDnsName("example")).toBe(false);
  });
});

describe("validateFederationName", () => {
  it("needs a home domain first, then a name", () => {
    expect(validateFederationName("alice", null)).toBe(M.homeDomainFirst);
    expect(validateFederationName("alice", "")).toBe(M.homeDomainFirst);
    expect(validateFederationName(" ", "example.com")).toBe(M.nameEmpty);
    expect(validateFederationName("alice", "example.com")).toBeNull();
    expect(validateFederationName("al ice", "example.com")).toBe("Name can't contain spaces, * or >.");
    expect(validateFederationName("al*ice", "example.com")).toBe("Name can't contain spaces, * or >.");
    expect(validateFederationName("a".repeat(65), "example.com")).toBe(
      "Name can't be longer than 64 characters.",
    );
  });
});

describe("federationErrorMessage", () => {
  const apiError = (message: string) => new ApiError({ message, status: 409, code: "CONFLICT", kind: "api" });
  it.each([
    [apiError("Name already taken."), M.federationTaken],
    [apiError("Account already exist"), M.federationAlreadySet],
    [apiError("This server only serves names on sextant.test."), M.federationFailed],
    [new Error("Name already taken."), M.federationFailed],
  ])("%s shows %j", (error, expected) => {
    expect(federationErrorMessage(error)).toBe(expected);
  });

  it("uses the spec's words", () => {
    expect(M.federationTaken).toBe("This name for federation is already taken.");
    expect(M.federationAlreadySet).toBe("This wallet have already set a federation name.");
    expect(M.homeDomainFirst).toBe("You need to set home domain first");
  });
});

describe("validateDeletePublicKey", () => {
  const key = `G${"A".repeat(55)}`;
  it.each([
    ["", M.publicKeyRequired],
    ["  ", M.publicKeyRequired],
    [`G${"B".repeat(55)}`, M.removeFailed],
    [key, null],
    [` ${key} `, null],
  ])("%j gives %j", (input, expected) => {
    expect(validateDeletePublicKey(input, key)).toBe(expected);
  });
});

import { Keypair } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { loadSettings, SettingsError } from "../../settings";

describe("ADMIN_ACCOUNTS", () => {
  const a = Keypair.random().publicKey();
  const b = Keypair.random().publicKey();

  it.each([
    [undefined, []],
    ["", []],
    [a, [a]],
    [`${a}, ${b}`, [a, b]],
  ])("reads %j as %j", (value, expected) => {
    expect(loadSettings(value === undefined ? {} : { ADMIN_ACCOUNTS: value }).adminAccounts).toEqual(
      expected,
    );
  });

  it.each([
    "not-a-key",
    Keypair.random().secret(),
    `${a},`,
    `${a.slice(0, -1)}${a.endsWith("A") ? "B" : "A"}`,
  ])("refuses %j naming the setting", (value) => {
    expect(() => loadSettings({ ADMIN_ACCOUNTS: value })).toThrow(SettingsError);
    expect(() => loadSettings({ ADMIN_ACCOUNTS: value })).toThrow(
      /ADMIN_ACCOUNTS must be Stellar public keys/,
    );
  });

  it.each(["testnet", "public"])("has no demo world, so no demo admin, on %s", (network) => {
    expect(loadSettings({ STELLAR_NETWORK: network, DEMO_WORLD: "on" }).demoWorld).toBe(false);
  });
});

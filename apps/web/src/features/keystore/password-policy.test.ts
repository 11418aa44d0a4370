import type { TPasswordPolicy } from "@sextant/core";
import { beforeEach, describe, expect, it } from "vitest";
import { applyPasswordPolicy } from "./apply-password-policy";
import { decidePasswordPolicy, PASSWORD_KEY_LIFETIME_MS } from "./password-policy";
import { PASSWORD, WEAK_VAULT } from "./test-helpers";
import { createVault } from "./vault";

const UNLOCKED_AT = Date.UTC(2026, 0, 1, 12, 0, 0);
const MINUTE = 60 * 1000;

describe("decidePasswordPolicy", () => {
  const table: Array<[TPasswordPolicy, number, boolean, boolean]> = [
    // policy, minutes since the password was entered, forget the key, confirm before signing
    ["Once for Log In", 0, false, false],
    ["Once for Log In", 29, false, false],
    ["Once for Log In", 24 * 60, false, false],
    ["After 30 minutes", 0, false, false],
    ["After 30 minutes", 29.99, false, false],
    ["After 30 minutes", 30, true, true],
    ["After 30 minutes", 120, true, true],
    ["Every transaction", 0, false, true],
    ["Every transaction", 45, false, true],
  ];

  it.each(table)(
    "%s after %d min → forget %s, confirm %s",
    (policy, minutes, forgetKey, confirmBeforeSigning) => {
      expect(decidePasswordPolicy(policy, UNLOCKED_AT, UNLOCKED_AT + minutes * MINUTE)).toEqual({
        forgetKey,
        confirmBeforeSigning,
      });
    },
  );

  it("uses a 30-minute key lifetime", () => {
    expect(PASSWORD_KEY_LIFETIME_MS).toBe(30 * MINUTE);
  });
});

describe("applyPasswordPolicy", () => {
  beforeEach(() => window.localStorage.clear());

  it("locks the vault once 'After 30 minutes' has run out and asks for the password", async () => {
    const vault = await createVault(PASSWORD, WEAK_VAULT);
    expect(applyPasswordPolicy(vault, "After 30 minutes", vault.unlockedAt + 10 * MINUTE)).toEqual({
      confirmBeforeSigning: false,
    });
    expect(vault.isLocked).toBe(false);
    expect(applyPasswordPolicy(vault, "After 30 minutes", vault.unlockedAt + 31 * MINUTE)).toEqual({
      confirmBeforeSigning: true,
    });
    expect(vault.isLocked).toBe(true);
    await vault.confirmPassword(PASSWORD);
    expect(
      applyPasswordPolicy(vault, "After 30 minutes", vault.unlockedAt + MINUTE).confirmBeforeSigning,
    ).toBe(false);
  });

  it("keeps the key for 'Once for Log In' and always asks for 'Every transaction'", async () => {
    const vault = await createVault(PASSWORD, WEAK_VAULT);
    expect(
      applyPasswordPolicy(vault, "Once for Log In", vault.unlockedAt + 600 * MINUTE).confirmBeforeSigning,
    ).toBe(false);
    expect(applyPasswordPolicy(vault, "Every transaction", vault.unlockedAt).confirmBeforeSigning).toBe(true);
    expect(vault.isLocked).toBe(false);
    vault.lock();
    expect(applyPasswordPolicy(vault, "Once for Log In").confirmBeforeSigning).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { AuthStatus, deriveAuthStatus, guestRedirect, protectedRedirect } from "./auth-status";

describe("deriveAuthStatus", () => {
  it.each([
    [{ vaultExists: false, unlocked: false }, AuthStatus.Register],
    [{ vaultExists: false, unlocked: true }, AuthStatus.Register],
    [{ vaultExists: true, unlocked: false }, AuthStatus.LoginScreen],
    [{ vaultExists: true, unlocked: true }, AuthStatus.Pass],
  ])("%j is %s", (input, status) => {
    expect(deriveAuthStatus(input)).toBe(status);
  });
});

describe("protectedRedirect", () => {
  it.each([
    ["PASS", null],
    ["LOGIN_SCREEN", "/login"],
    ["REGISTER", "/register"],
  ] as const)("%s goes to %j", (status, target) => {
    expect(protectedRedirect(status)).toBe(target);
  });

  it("sends an unlocked session without a wallet to /newWallet first", () => {
    expect(protectedRedirect("PASS", false, "/walletScreen")).toBe("/newWallet");
    expect(protectedRedirect("PASS", false, "/profileScreen")).toBe("/newWallet");
    expect(protectedRedirect("PASS", false, "/newWallet")).toBeNull();
    expect(protectedRedirect("PASS", true, "/profileScreen")).toBeNull();
    // A generated wallet not backed up yet: /newWallet shows its backup before anything else.
    expect(protectedRedirect("PASS", true, "/walletScreen", true)).toBe("/newWallet");
    expect(protectedRedirect("PASS", true, "/newWallet", true)).toBeNull();
    expect(protectedRedirect("LOGIN_SCREEN", true, "/walletScreen", true)).toBe("/login");
  });
});

describe("guestRedirect", () => {
  it.each([
    ["login", "PASS", true, "/walletScreen"],
    ["login", "PASS", false, "/newWallet"],
    ["login", "LOGIN_SCREEN", true, null],
    ["login", "REGISTER", true, null],
    ["register", "PASS", true, "/walletScreen"],
    ["register", "PASS", false, "/newWallet"],
    ["register", "LOGIN_SCREEN", true, "/login"],
    ["register", "REGISTER", true, null],
  ] as const)("%s with %s (has a wallet: %s) goes to %j", (screen, status, hasWallet, target) => {
    expect(guestRedirect(screen, status, hasWallet)).toBe(target);
  });
});

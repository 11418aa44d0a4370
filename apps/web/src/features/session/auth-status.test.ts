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
});

describe("guestRedirect", () => {
  it.each([
    ["login", "PASS", false, "/walletScreen"],
    ["login", "LOGIN_SCREEN", false, null],
    ["login", "REGISTER", false, null],
    ["register", "PASS", false, "/walletScreen"],
    ["register", "PASS", true, null],
    ["register", "LOGIN_SCREEN", false, "/login"],
    ["register", "LOGIN_SCREEN", true, null],
    ["register", "REGISTER", false, null],
  ] as const)("%s with %s (reset %s) goes to %j", (screen, status, reset, target) => {
    expect(guestRedirect(screen, status, reset)).toBe(target);
  });
});

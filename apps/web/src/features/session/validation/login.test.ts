import { describe, expect, it } from "vitest";
import { LoginOutcome, loginOutcomeMessage, loginOutcomeRoute, validateLogin } from "./login";

describe("validateLogin", () => {
  it.each([
    ["", true, "Password is required."],
    ["", false, "Password is required."],
    ["anything1", false, "Create new password."],
    ["anything1", true, null],
  ])("%j with vault=%s gives %j", (password, vaultExists, expected) => {
    expect(validateLogin(password, vaultExists)).toBe(expected);
  });
});

describe("login outcomes", () => {
  it.each([
    [LoginOutcome.LocalLogin, null, "/walletScreen"],
    [LoginOutcome.CreateWallet, null, "/newWallet"],
    [LoginOutcome.TryAgain, "Incorrect password please try again.", null],
    [LoginOutcome.CreateAccount, "Create new password.", "/register"],
  ])("%s shows %j and goes to %j", (outcome, message, route) => {
    expect(loginOutcomeMessage(outcome)).toBe(message);
    expect(loginOutcomeRoute(outcome)).toBe(route);
  });
});

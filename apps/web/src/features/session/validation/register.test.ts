import { describe, expect, it } from "vitest";
import {
  REGISTER_MESSAGES as M,
  validateConfirmPassword,
  validateRegister,
  validateSessionPassword,
  validateTermsAccepted,
} from "./register";

describe("validateSessionPassword", () => {
  it.each([
    ["", M.passwordEmpty],
    ["a", M.passwordTooShort],
    ["1234567", M.passwordTooShort],
    ["12345678", null],
    ["1234567890123456", null],
    ["12345678901234567", M.passwordTooLong],
    ["🔑🔑🔑🔑🔑🔑🔑🔑", null],
  ])("%j gives %j", (password, expected) => {
    expect(validateSessionPassword(password)).toBe(expected);
  });

  it("uses the spec's exact words", () => {
    expect(M.passwordEmpty).toBe("Password Field can't be empty.");
    expect(M.passwordTooShort).toBe("Password can't be smaller then 8.");
    expect(M.passwordTooLong).toBe("Password can't be greater then 16.");
  });
});

describe("validateConfirmPassword", () => {
  it.each([
    ["", "secret123", "Confirm password can't be empty."],
    ["short", "secret123", "Confirm password can't be smaller than 8."],
    ["12345678901234567", "secret123", "Confirm password can't be greater than 16."],
    ["secret124", "secret123", "Passwords do not match."],
    ["secret123", "secret123", null],
  ])("%j against %j gives %j", (confirm, password, expected) => {
    expect(validateConfirmPassword(confirm, password)).toBe(expected);
  });
});

describe("validateTermsAccepted", () => {
  it("requires the box to be ticked", () => {
    expect(validateTermsAccepted(false)).toBe("You need to agree to our terms and conditions.");
    expect(validateTermsAccepted(true)).toBeNull();
  });
});

describe("validateRegister", () => {
  it("collects every error of an empty form", () => {
    expect(
      validateRegister({ password: "", confirmPassword: "", referralId: "", acceptedTerms: false }),
    ).toEqual({
      password: "Password Field can't be empty.",
      confirmPassword: "Confirm password can't be empty.",
      acceptedTerms: "You need to agree to our terms and conditions.",
    });
  });

  it("accepts a valid form with an empty optional referral", () => {
    const values = {
      password: "correct-horse",
      confirmPassword: "correct-horse",
      referralId: "",
      acceptedTerms: true,
    };
    expect(validateRegister(values)).toEqual({});
  });
});

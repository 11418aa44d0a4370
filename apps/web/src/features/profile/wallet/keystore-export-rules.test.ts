import { describe, expect, it } from "vitest";
import {
  KEYSTORE_EXPORT_MESSAGES as M,
  validateFilePassword,
  validateFilePasswordConfirm,
} from "./keystore-export-rules";

describe("keystore export password", () => {
  it.each([
    ["", M.required],
    ["short", M.tooShort],
    ["1234567", M.tooShort],
    ["12345678", null],
  ])("%j gives %j", (password, expected) => {
    expect(validateFilePassword(password)).toBe(expected);
  });

  it("must be confirmed", () => {
    expect(validateFilePasswordConfirm("12345678", "12345679")).toBe(M.mismatch);
    expect(validateFilePasswordConfirm("12345678", "12345678")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import {
  IMPORT_MESSAGES,
  validateFilePasswordInput,
  validateKeystoreFileInput,
  validateSecretKeyInput,
} from "./import-key";

const VALID_SHAPE = `S${"A".repeat(55)}`;

describe("validateSecretKeyInput", () => {
  it.each([
    ["", IMPORT_MESSAGES.required],
    ["   ", IMPORT_MESSAGES.required],
    ["SABC", IMPORT_MESSAGES.invalid],
    [`G${"A".repeat(55)}`, IMPORT_MESSAGES.invalid],
    [`${VALID_SHAPE}A`, IMPORT_MESSAGES.invalid],
    [`s${"a".repeat(55)}`, IMPORT_MESSAGES.invalid],
    [VALID_SHAPE, null],
    [` ${VALID_SHAPE} `, null],
  ])("%j gives %j", (value, expected) => {
    expect(validateSecretKeyInput(value)).toBe(expected);
  });

  it("uses the spec's words", () => {
    expect(IMPORT_MESSAGES.required).toBe("Private key is required.");
    expect(IMPORT_MESSAGES.success).toBe("Wallet imported successfully!");
    expect(IMPORT_MESSAGES.failure).toBe("Error occurred please try again.");
  });
});

describe("keystore file import", () => {
  it("needs a file and its password", () => {
    expect(validateKeystoreFileInput(null)).toBe(IMPORT_MESSAGES.fileRequired);
    expect(validateKeystoreFileInput(new File(["{}"], "k.json"))).toBeNull();
    expect(validateFilePasswordInput("")).toBe(IMPORT_MESSAGES.filePasswordRequired);
    expect(validateFilePasswordInput("x")).toBeNull();
  });
});

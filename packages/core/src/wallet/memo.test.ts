import { describe, expect, it } from "vitest";
import { MEMO_MESSAGES as M, requiresMemo, type TMemoType, validateMemo } from "./memo";

describe("validateMemo", () => {
  it.each<[TMemoType, string, string | null]>([
    ["None", "", null],
    ["None", "anything", null],
    ["Text", "", M.required],
    ["Text", "hello", null],
    ["Text", "a".repeat(28), null],
    ["Text", "a".repeat(29), M.textTooLong],
    ["Text", "é".repeat(14), null], // 28 bytes
    ["Text", "é".repeat(15), M.textTooLong], // 30 bytes
    ["Id", "", M.required],
    ["Id", "12345", null],
    ["Id", "18446744073709551615", null],
    ["Id", "18446744073709551616", M.id],
    ["Id", "-1", M.id],
    ["Id", "12a", M.id],
    ["Hash", "", M.required],
    ["Hash", "ab".repeat(32), null],
    ["Hash", "AB".repeat(32), null],
    ["Hash", "ab".repeat(31), M.hash],
    ["Hash", "zz".repeat(32), M.hash],
  ])("%s %j gives %j", (type, value, expected) => {
    expect(validateMemo(type, value)).toBe(expected);
  });

  it("uses the spec's words", () => {
    expect(M).toEqual({
      required: "This field is required",
      textTooLong: "Text can't be greater than 28 bytes",
      id: "Int64 as string is required",
      hash: "32 bytes hash value or hex encoded string is required",
    });
  });
});

describe("requiresMemo", () => {
  it.each([
    [{ "config.memo_required": "MQ==" }, true],
    [{ "config.memo_required": "MA==" }, false],
    [{}, false],
    [undefined, false],
  ])("%j → %s", (data, expected) => {
    expect(requiresMemo(data)).toBe(expected);
  });
});

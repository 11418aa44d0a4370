import { describe, expect, it } from "vitest";
import { formatAmount, parseAmount } from "./amount";
import { rfc3339 } from "./time";
import { effectId, toid } from "./toid";

describe("amounts", () => {
  it("formats stroops with seven decimals", () => {
    expect(formatAmount(0n)).toBe("0.0000000");
    expect(formatAmount(1n)).toBe("0.0000001");
    expect(formatAmount(100_000_000_000n)).toBe("10000.0000000");
    expect(formatAmount(9_223_372_036_854_775_807n)).toBe("922337203685.4775807");
    expect(formatAmount(-15n)).toBe("-0.0000015");
  });
  it("parses decimal strings", () => {
    expect(parseAmount("1.5")).toBe(15_000_000n);
    expect(parseAmount("0.0000001")).toBe(1n);
    expect(parseAmount("1.00000001")).toBeUndefined();
    expect(parseAmount("abc")).toBeUndefined();
  });
});

describe("toid and time", () => {
  it("packs ledger, tx and op", () => {
    expect(toid(1, 0, 0)).toBe(4294967296n);
    expect(toid(2, 1, 1)).toBe((2n << 32n) + 4096n + 1n);
    expect(effectId(toid(2, 1, 1), 1)).toBe("0000000008589938689-0000000001");
  });
  it("prints times without milliseconds", () => {
    expect(rfc3339(1_700_000_000)).toBe("2023-11-14T22:13:20Z");
  });
});

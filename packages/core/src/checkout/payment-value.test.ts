import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { amountInCoin, coveredThreshold, valueInOrderAsset } from "./payment-value";
import { nextWebhookDelay, parseSignatureHeader, WEBHOOK_RETRY_DELAYS_S } from "./webhook-schedule";

describe("payment value", () => {
  it("counts the order's own asset exactly", () => {
    expect(valueInOrderAsset({ amount: 123n, sameAsset: true, coinUsd: 0, orderAssetUsd: 0 })).toBe(123n);
  });
  it("converts another coin at the USD rates, rounding down", () => {
    expect(
      valueInOrderAsset({ amount: toStroops("10"), sameAsset: false, coinUsd: 0.1, orderAssetUsd: 1 }),
    ).toBe(toStroops("1"));
  });
  it("answers 0 without a rate", () => {
    expect(valueInOrderAsset({ amount: 10n, sameAsset: false, coinUsd: 0, orderAssetUsd: 1 })).toBe(0n);
  });
  it("quotes the amount in a coin, rounded up so it covers the order", () => {
    expect(amountInCoin({ due: toStroops("1"), coinUsd: 0.1, orderAssetUsd: 1 })).toBe(toStroops("10"));
    expect(amountInCoin({ due: 1n, coinUsd: 3, orderAssetUsd: 1 })).toBe(1n);
  });
  it("allows the conversion tolerance only to another coin", () => {
    expect(coveredThreshold(10_000n, false)).toBe(10_000n);
    expect(coveredThreshold(10_000n, true)).toBe(9_950n);
  });
});

describe("webhook schedule", () => {
  it("waits 10 s, 1 min, then 10 min six times", () => {
    expect(WEBHOOK_RETRY_DELAYS_S).toEqual([10, 60, 600, 600, 600, 600, 600, 600]);
    expect(nextWebhookDelay(1)).toBe(10);
    expect(nextWebhookDelay(2)).toBe(60);
    expect(nextWebhookDelay(8)).toBe(600);
    expect(nextWebhookDelay(9)).toBeNull();
  });
  it("parses a signature header and rejects malformed ones", () => {
    const hex = "a".repeat(64);
    expect(parseSignatureHeader(`t=1700000000,v1=${hex}`)).toEqual({
      timestamp: 1700000000,
      signatures: [hex],
    });
    expect(parseSignatureHeader("t=abc,v1=zz")).toBeUndefined();
    expect(parseSignatureHeader(`v1=${hex}`)).toBeUndefined();
  });
});

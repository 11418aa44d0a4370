import { describe, expect, it } from "vitest";
import { ClientBuckets, DEFAULT_LIMITS, limitsFromEnv, StreamCounter } from "./limits";

describe("friendbot token buckets", () => {
  it("gives each client its burst, then refills at the per-minute rate up to the burst", () => {
    let now = 0;
    const buckets = new ClientBuckets(3, 6, () => now);
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([true, true, true, false]);
    expect(buckets.take("b")).toBe(true);
    expect(buckets.retryAfterSeconds("a")).toBe(10);
    now = 9_999;
    expect(buckets.take("a")).toBe(false);
    now = 10_000;
    expect(buckets.take("a")).toBe(true);
    expect(buckets.take("a")).toBe(false);
    now = 3_600_000;
    expect([1, 2, 3, 4].map(() => buckets.take("a"))).toEqual([true, true, true, false]);
  });

  it("never refills with a rate of 0", () => {
    let now = 0;
    const buckets = new ClientBuckets(1, 0, () => now);
    expect(buckets.take("a")).toBe(true);
    now = 1e12;
    expect(buckets.take("a")).toBe(false);
    expect(buckets.retryAfterSeconds("a")).toBe(60);
  });
});

describe("stream counter", () => {
  it("caps streams per client and overall, and a release frees the slot once", () => {
    const streams = new StreamCounter(2, 3);
    const a1 = streams.acquire("a");
    const a2 = streams.acquire("a");
    expect(a1 && a2).toBeTruthy();
    expect(streams.acquire("a")).toBeUndefined();
    const b1 = streams.acquire("b");
    expect(b1).toBeDefined();
    expect(streams.acquire("c")).toBeUndefined();
    a1?.();
    a1?.();
    expect(streams.open).toBe(2);
    expect(streams.acquire("c")).toBeDefined();
    expect(streams.acquire("a")).toBeUndefined();
  });
});

describe("limits from the environment", () => {
  it("keeps the defaults, reads whole numbers and names a bad variable", () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    expect(
      limitsFromEnv({
        LEDGER_FRIENDBOT_BURST: "5",
        LEDGER_STREAMS_TOTAL: "",
        LEDGER_STREAMS_PER_CLIENT: "0",
      }),
    ).toEqual({
      ...DEFAULT_LIMITS,
      friendbotBurst: 5,
      streamsPerClient: 0,
    });
    for (const bad of ["-1", "1.5", "lots", "1e3", "9999999999"]) {
      expect(() => limitsFromEnv({ LEDGER_FRIENDBOT_PER_MINUTE: bad })).toThrow(
        /LEDGER_FRIENDBOT_PER_MINUTE/,
      );
    }
  });
});

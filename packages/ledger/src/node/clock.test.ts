import { describe, expect, it } from "vitest";
import { LedgerClock } from "./clock";

describe("LedgerClock", () => {
  it("follows wall time until set, then keeps the offset; advance and reset move it", () => {
    const clock = new LedgerClock(true);
    const wall = BigInt(Math.floor(Date.now() / 1000));
    expect(clock.now() - wall).toBeLessThanOrEqual(1n);
    clock.set(1_000_000n);
    expect(clock.now() - 1_000_000n).toBeLessThanOrEqual(1n);
    clock.advance(3600n);
    expect(clock.now() - 1_003_600n).toBeLessThanOrEqual(1n);
    clock.reset();
    expect(clock.now() - wall).toBeLessThanOrEqual(1n);
  });
});

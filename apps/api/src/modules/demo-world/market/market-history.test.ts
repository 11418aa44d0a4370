import { Asset, Keypair } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import type { DemoPair } from "./demo-pairs";
import { planHistory } from "./market-history";

const DAY = 86_400;
const HOUR = 3_600;
/** 2026-03-10T00:00:00Z */
const MIDNIGHT = Date.UTC(2026, 2, 10) / 1000;

/** A deterministic stand-in for Math.random (a small linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const endTimes = [
  ...Array.from({ length: 24 }, (_, hour) => MIDNIGHT + hour * HOUR + 1_234),
  MIDNIGHT,
  MIDNIGHT + 1,
  MIDNIGHT + 6 * HOUR + 1,
  MIDNIGHT + DAY - 1,
];

describe("planHistory", () => {
  it.each(endTimes)("gives exactly 40 whole UTC days before the day of the end (end %i)", (endSeconds) => {
    for (const seed of [1, 7, 99]) {
      const slots = planHistory([], { endSeconds, days: 40, perDay: 4, random: seeded(seed) });
      const today = Math.floor(endSeconds / DAY);
      const perDay = new Map<number, number>();
      for (const slot of slots) {
        const day = Math.floor(slot.time / DAY);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      const earlierDays = [...perDay.keys()].filter((day) => day < today);
      expect(earlierDays).toHaveLength(40);
      expect(Math.min(...earlierDays)).toBe(today - 40);
      for (const day of earlierDays) expect(perDay.get(day)).toBe(4);
      // Nothing at or after the end, and in time order.
      for (const [index, slot] of slots.entries()) {
        expect(slot.time).toBeLessThan(endSeconds);
        if (index > 0) expect(slot.time).toBeGreaterThan(slots[index - 1]?.time ?? 0);
      }
      // The last 24 hours (as an hourly query starting at the next whole hour sees them) hold at least 3 ledgers.
      const windowStart = Math.ceil((endSeconds - DAY) / HOUR) * HOUR;
      expect(slots.filter((slot) => slot.time >= windowStart).length).toBeGreaterThanOrEqual(3);
    }
  });

  it("plans one trade per pair in every slot", () => {
    const pair: DemoPair = {
      label: "LEVELG/XLM",
      base: Asset.native(),
      counter: new Asset("LEVELG", Keypair.random().publicKey()),
      reference: { num: 1n, den: 7n },
      baseUsd: { num: 35n, den: 100n },
      counterUsd: { num: 5n, den: 100n },
    };
    const slots = planHistory([pair, pair], {
      endSeconds: MIDNIGHT + 5 * HOUR,
      days: 2,
      perDay: 4,
      random: seeded(3),
    });
    expect(slots.length).toBe(2 * 4 + 1);
    for (const slot of slots) expect(slot.trades).toHaveLength(2);
  });
});

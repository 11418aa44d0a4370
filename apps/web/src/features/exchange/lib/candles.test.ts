import { describe, expect, it } from "vitest";
import { candlePoints } from "./candles";

function bucket(day: number, avg: string, volume: string) {
  return {
    timestamp: String(day * 86_400_000),
    open: "0.1",
    high: "0.2",
    low: "0.05",
    close: "0.15",
    avg,
    base_volume: volume,
  };
}

describe("candlePoints", () => {
  it("skips buckets whose average or volume is not above 0 and sorts oldest first", () => {
    const points = candlePoints([
      bucket(3, "0.12", "10"),
      bucket(1, "0", "10"),
      bucket(2, "0.1", "0"),
      bucket(0, "0.1", "5"),
    ]);
    expect(points).toEqual([
      { time: 0, open: 0.1, high: 0.2, low: 0.05, close: 0.15 },
      { time: 3 * 86_400, open: 0.1, high: 0.2, low: 0.05, close: 0.15 },
    ]);
  });
});

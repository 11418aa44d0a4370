import { Asset, Keypair } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import type { RestingOffer } from "./account-offers";
import { pairPriceOf } from "./book-sides";
import { FIRST_LEVEL_PPM, LEVEL_GAP_PPM, planQuotes, QUOTE_LEVELS } from "./plan-quotes";
import { distancePpm, invert, type Ratio, reduce, shiftPpm } from "./ratio";

const counter = new Asset("EURX", Keypair.random().publicKey());
const mid: Ratio = { num: 30_857n, den: 10_000n };
const level = 100_000_000n;

/** A maker ask (sells the counter) at `ppm` above the mid. */
function ask(id: string, ppm: number, amount = level): RestingOffer {
  const price = reduce(shiftPpm(mid, BigInt(ppm)));
  return {
    id,
    selling: counter,
    buying: Asset.native(),
    amount,
    price,
    priceR: { n: Number(price.num), d: Number(price.den) },
  };
}

const plan = (offers: RestingOffer[], available = 100n * level, side: "ask" | "bid" = "ask") =>
  planQuotes({
    side,
    mid,
    offers,
    levelAmount: () => level,
    nominalLevel: level,
    available,
    random: () => 0.5,
  });

describe("planning the maker's quotes", () => {
  it("fills an empty side with every level, spaced apart from the mid outward", () => {
    const result = plan([]);
    expect(result.deletes).toEqual([]);
    expect(result.creates).toHaveLength(QUOTE_LEVELS);
    const distances = result.creates.map(({ pairPrice }) => distancePpm(pairPrice, mid));
    expect(distances[0]).toBeGreaterThanOrEqual(BigInt(FIRST_LEVEL_PPM - 1_000));
    for (let index = 1; index < distances.length; index++) {
      const gap = (distances[index] ?? 0n) - (distances[index - 1] ?? 0n);
      expect(gap).toBeGreaterThanOrEqual(4_000n);
      expect(gap).toBeLessThanOrEqual(8_000n);
    }
  });

  it("puts bids below the mid", () => {
    const result = plan([], 100n * level, "bid");
    expect(result.creates).toHaveLength(QUOTE_LEVELS);
    for (const { pairPrice } of result.creates) expect(distancePpm(pairPrice, mid)).toBeLessThan(0n);
  });

  it("leaves a complete book alone", () => {
    const offers = Array.from({ length: QUOTE_LEVELS }, (_, index) =>
      ask(`o${index}`, FIRST_LEVEL_PPM + index * LEVEL_GAP_PPM + 300),
    );
    expect(plan(offers)).toEqual({ deletes: [], refills: [], creates: [] });
  });

  it("re-quotes only what is missing, drifted or mostly taken", () => {
    const offers = [
      ask("taken", FIRST_LEVEL_PPM, level / 10n),
      ...Array.from({ length: QUOTE_LEVELS - 2 }, (_, index) =>
        ask(`o${index}`, FIRST_LEVEL_PPM + (index + 1) * LEVEL_GAP_PPM),
      ),
      ask("crossed", -3_000),
      ask("far", 200_000),
    ];
    const result = plan(offers);
    expect(result.deletes.map((offer) => offer.id).sort()).toEqual(["crossed", "far"]);
    expect(result.refills.map(({ offer }) => offer.id)).toEqual(["taken"]);
    expect(result.creates).toHaveLength(1);
    const created = result.creates[0]?.pairPrice as Ratio;
    expect(distancePpm(created, mid)).toBeGreaterThan(BigInt(FIRST_LEVEL_PPM + 8 * LEVEL_GAP_PPM));
  });

  it("follows a moving mid with a couple of changes, not a new book", () => {
    const offers = Array.from({ length: QUOTE_LEVELS }, (_, index) =>
      ask(`o${index}`, FIRST_LEVEL_PPM + index * LEVEL_GAP_PPM),
    );
    // The taker took the best ask: the last trade, hence the mid, is now that ask's price.
    const moved = planQuotes({
      side: "ask",
      mid: shiftPpm(mid, BigInt(FIRST_LEVEL_PPM)),
      offers,
      levelAmount: () => level,
      nominalLevel: level,
      available: 100n * level,
      random: () => 0.5,
    });
    expect(moved.deletes.map((offer) => offer.id)).toEqual(["o0"]);
    expect(moved.refills).toEqual([]);
    expect(moved.creates).toHaveLength(1);
  });

  it("creates no more than the maker can fund", () => {
    expect(plan([], 3n * level).creates).toHaveLength(3);
  });

  it("reads a bid's ledger price as the inverse pair price", () => {
    expect(pairPriceOf(invert(mid), "bid")).toEqual(mid);
  });
});

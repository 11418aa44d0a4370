import type { RestingOffer } from "./account-offers";
import { type BookSide, pairPriceOf } from "./book-sides";
import { distancePpm, type Ratio, shiftPpm } from "./ratio";

/** Levels the maker keeps on each side of every pair. */
export const QUOTE_LEVELS = 10;
/** Distance of the best level from the mid, and between levels (parts per million of the mid). */
export const FIRST_LEVEL_PPM = 2_500;
export const LEVEL_GAP_PPM = 6_000;
/** New levels land within ± this of their place so the book does not look machine-made. */
const PLACEMENT_JITTER_PPM = 1_000;
/** A gap wider than this between two resting levels gets a level in between. */
const WIDEST_GAP_PPM = 9_600;
/** Offers closer to the mid than this, or farther than the outer edge, have drifted and are removed. */
const INNER_EDGE_PPM = 1_000;
const OUTER_EDGE_PPM = 80_000;
/** At most this many maker offers rest on one side. */
const MAX_OFFERS_PER_SIDE = 14;

/** What to change on one side of one pair's book. */
export interface QuotePlan {
  deletes: RestingOffer[];
  /** Offers kept at their price with a new amount (a level mostly taken). */
  refills: Array<{ offer: RestingOffer; amount: bigint }>;
  /** New offers at pair prices. */
  creates: Array<{ pairPrice: Ratio; amount: bigint }>;
}

interface Level {
  /** Parts per million away from the mid, on the side's side. */
  distance: bigint;
  offer?: RestingOffer;
}

/**
 * Plans one side of a pair's book around `mid` (a pair price) from the maker's resting offers on that side. Offers
 * that drifted out of the band (closer than 0.1 % to the mid, or farther than 8 %) are removed; the rest stay where
 * they are (refilled when less than 30 % of a level is left). Levels are added only where the side needs them: a
 * best level when none is within FIRST_LEVEL_PPM + LEVEL_GAP_PPM of the mid, one in every gap wider than
 * WIDEST_GAP_PPM, and further out until QUOTE_LEVELS rest — so a small move of the mid changes little. New levels
 * are funded from `available` stroops of the selling asset, nearest first; `levelAmount` gives a new level's size.
 */
export function planQuotes(options: {
  side: BookSide;
  mid: Ratio;
  offers: RestingOffer[];
  levelAmount: () => bigint;
  nominalLevel: bigint;
  available: bigint;
  random?: () => number;
}): QuotePlan {
  const random = options.random ?? Math.random;
  const sign = options.side === "ask" ? 1n : -1n;
  const gap = BigInt(LEVEL_GAP_PPM);
  const first = BigInt(FIRST_LEVEL_PPM);
  const plan: QuotePlan = { deletes: [], refills: [], creates: [] };

  const resting: Level[] = [];
  for (const offer of options.offers) {
    const distance = distancePpm(pairPriceOf(offer.price, options.side), options.mid) * sign;
    if (distance < INNER_EDGE_PPM || distance > OUTER_EDGE_PPM) plan.deletes.push(offer);
    else resting.push({ distance, offer });
  }
  resting.sort((a, b) => (a.distance < b.distance ? -1 : a.distance > b.distance ? 1 : 0));

  const levels: Level[] = [];
  const nearest = resting[0];
  if (!nearest || nearest.distance > first + gap) levels.push({ distance: first });
  for (const level of resting) {
    let previous = levels.at(-1)?.distance;
    while (previous !== undefined && level.distance - previous > WIDEST_GAP_PPM) {
      previous += gap;
      levels.push({ distance: previous });
    }
    levels.push(level);
  }
  while (levels.length < QUOTE_LEVELS) {
    const next = (levels.at(-1)?.distance ?? first - gap) + gap;
    if (next > OUTER_EDGE_PPM) break;
    levels.push({ distance: next });
  }

  const minimum = (options.nominalLevel * 30n) / 100n;
  let available = options.available;
  for (const [index, level] of levels.entries()) {
    const { offer } = level;
    if (index >= MAX_OFFERS_PER_SIDE) {
      if (offer) plan.deletes.push(offer);
      continue;
    }
    const amount = offer && offer.amount >= minimum ? undefined : options.levelAmount();
    if (amount === undefined) continue;
    const needed = amount - (offer?.amount ?? 0n);
    if (amount <= 0n || needed > available) continue;
    available -= needed;
    if (offer) {
      plan.refills.push({ offer, amount });
      continue;
    }
    const jitter = BigInt(Math.round((random() * 2 - 1) * PLACEMENT_JITTER_PPM));
    plan.creates.push({ pairPrice: shiftPpm(options.mid, sign * (level.distance + jitter)), amount });
  }
  return plan;
}

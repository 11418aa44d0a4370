import { fromStroops } from "@sextant/core";
import { Operation, type xdr } from "@stellar/stellar-sdk";
import { type BookSide, levelStroops, offerPriceOf, randomScale, sideAssets } from "./book-sides";
import type { DemoPair } from "./demo-pairs";
import { ledgerPrice, type Ratio, shiftPpm } from "./ratio";

/** One back-dated trade: the maker rests an offer on `side`, the taker takes all of it at once. */
export interface HistoryTrade {
  pair: DemoPair;
  side: BookSide;
  /** Pair price (base per counter) of the trade. */
  price: Ratio;
  /** Wanted stroops of the maker offer's selling asset (rounded to an exact price multiple when built). */
  amount: bigint;
}

/** One back-dated ledger: every pair trades once at `time` (unix seconds). */
export interface HistorySlot {
  time: number;
  trades: HistoryTrade[];
}

const DAY_SECONDS = 86_400;
/** The random walk stays within ±12 % of the reference price and is pulled back toward it. */
const WALK_LIMIT_PPM = 120_000;
const WALK_STEP_PPM = 7_000;
const WALK_PULL = 0.04;

/**
 * Plans the `days` whole UTC days before the day of `endSeconds`, plus that day up to `endSeconds`: `perDay`
 * ledgers a day at random times within equal parts of the day, each with one trade per pair at a price following
 * a mean-reverting random walk around the pair's reference price, alternating sides so the traders' holdings
 * stay balanced. Aligning to UTC days gives exactly `days` daily candles before today whatever the hour of the
 * seeding. `random` is injectable for tests.
 */
export function planHistory(
  pairs: DemoPair[],
  options: { endSeconds: number; days: number; perDay: number; random?: () => number },
): HistorySlot[] {
  const random = options.random ?? Math.random;
  const part = Math.floor(DAY_SECONDS / options.perDay);
  const today = Math.floor(options.endSeconds / DAY_SECONDS) * DAY_SECONDS;
  const start = today - options.days * DAY_SECONDS;
  const walks = pairs.map(() => 0);
  const netAsks = pairs.map(() => 0);
  const slots: HistorySlot[] = [];
  for (let index = 0; ; index++) {
    const partStart = start + index * part;
    // Whole parts of the earlier days; today's parts only as far as `endSeconds` (a slot needs 2 s of room).
    const partEnd = Math.min(partStart + part, options.endSeconds);
    if (partEnd - partStart < 3) break;
    const time = partStart + 1 + Math.floor(random() * (partEnd - partStart - 2));
    const trades = pairs.map((pair, pairIndex) => {
      const walk = walks[pairIndex] ?? 0;
      const step = Math.round((random() * 2 - 1) * WALK_STEP_PPM - walk * WALK_PULL);
      const next = Math.max(-WALK_LIMIT_PPM, Math.min(WALK_LIMIT_PPM, walk + step));
      walks[pairIndex] = next;
      const net = netAsks[pairIndex] ?? 0;
      const askChance = Math.max(0.1, Math.min(0.9, 0.5 - net * 0.1));
      const side: BookSide = random() < askChance ? "ask" : "bid";
      netAsks[pairIndex] = net + (side === "ask" ? 1 : -1);
      return {
        pair,
        side,
        price: shiftPpm(pair.reference, BigInt(next)),
        amount: levelStroops(pair, side, randomScale(30, 160)),
      };
    });
    slots.push({ time, trades });
  }
  return slots;
}

/**
 * The two operations of one back-dated trade: the maker's sell offer and the taker's buy offer for exactly the
 * same amount at exactly the same price, so the maker's offer is taken whole and nothing stays in the book. The
 * amount is a multiple of the price's denominator so both legs are whole stroops.
 */
export function crossingOperations(trade: HistoryTrade, maker: string, taker: string): xdr.Operation[] {
  const { selling, buying } = sideAssets(trade.pair, trade.side);
  const price = ledgerPrice(offerPriceOf(trade.price, trade.side), trade.amount / 10n);
  const denominator = BigInt(price.d);
  const whole = (trade.amount / denominator) * denominator;
  const amount = fromStroops(whole > 0n ? whole : denominator);
  return [
    Operation.manageSellOffer({ source: maker, selling, buying, amount, price }),
    Operation.manageBuyOffer({ source: taker, selling: buying, buying: selling, buyAmount: amount, price }),
  ];
}

import { INT64_MAX } from "../../constants";
import type { Price } from "./offer";

/**
 * Core's exchangeV10 arithmetic (CAP-4). Terminology: the resting offer sells "wheat" and buys "sheep" at
 * price p = sheep per wheat; the counterparty sends sheep and receives wheat. All math is exact (bigint).
 */
export type Rounding = "normal" | "strict-send" | "strict-receive";

export interface Exchange {
  wheatReceived: bigint;
  sheepSent: bigint;
  wheatStays: boolean;
}

const floorDiv = (a: bigint, b: bigint): bigint => a / b;
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;
const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

export function exchangeWithoutThresholds(
  price: Price,
  maxWheatSend: bigint,
  maxWheatReceive: bigint,
  maxSheepSend: bigint,
  maxSheepReceive: bigint,
  round: Rounding,
): Exchange {
  const n = BigInt(price.n);
  const d = BigInt(price.d);
  const wheatValue = min(maxWheatSend * n, maxSheepReceive * d);
  const sheepValue = min(maxSheepSend * d, maxWheatReceive * n);
  const wheatStays = wheatValue > sheepValue;
  let wheatReceived: bigint;
  let sheepSent: bigint;
  if (wheatStays) {
    if (round === "strict-send") {
      wheatReceived = floorDiv(sheepValue, n);
      sheepSent = min(maxSheepSend, maxSheepReceive);
    } else if (n > d || round === "strict-receive") {
      wheatReceived = floorDiv(sheepValue, n);
      sheepSent = ceilDiv(wheatReceived * n, d);
    } else {
      sheepSent = floorDiv(sheepValue, d);
      wheatReceived = floorDiv(sheepSent * d, n);
    }
  } else if (n > d) {
    wheatReceived = floorDiv(wheatValue, n);
    sheepSent = floorDiv(wheatReceived * n, d);
  } else {
    sheepSent = floorDiv(wheatValue, d);
    wheatReceived = ceilDiv(sheepSent * d, n);
  }
  return { wheatReceived, sheepSent, wheatStays };
}

/** Whether the effective price sheepSent/wheatReceived is within 1 % of `price`. */
export function withinPriceError(price: Price, wheatReceived: bigint, sheepSent: bigint): boolean {
  const lhs = 100n * BigInt(price.n) * wheatReceived;
  const rhs = 100n * BigInt(price.d) * sheepSent;
  const diff = lhs > rhs ? lhs - rhs : rhs - lhs;
  return diff <= BigInt(price.n) * wheatReceived;
}

/**
 * exchangeV10. NORMAL rounding (manage offers): a trade off by more than 1 % does not happen. Path-payment
 * roundings may favour the resting offer without bound; strict send may sell sheep for no wheat.
 */
export function exchangeV10(
  price: Price,
  maxWheatSend: bigint,
  maxWheatReceive: bigint,
  maxSheepSend: bigint,
  maxSheepReceive: bigint,
  round: Rounding = "normal",
): Exchange {
  const r = exchangeWithoutThresholds(
    price,
    maxWheatSend,
    maxWheatReceive,
    maxSheepSend,
    maxSheepReceive,
    round,
  );
  if (r.wheatReceived > 0n && r.sheepSent > 0n) {
    if (round !== "normal" || withinPriceError(price, r.wheatReceived, r.sheepSent)) return r;
  } else if (round === "strict-send" && r.sheepSent > 0n) return r;
  return { wheatReceived: 0n, sheepSent: 0n, wheatStays: r.wheatStays };
}

/** The largest amount an offer can rest with so that it is exactly executable (core's adjustOffer). */
export function adjustOffer(price: Price, maxWheatSend: bigint, maxSheepReceive: bigint): bigint {
  return exchangeV10(price, maxWheatSend, INT64_MAX, INT64_MAX, maxSheepReceive).wheatReceived;
}

/** Liabilities of an offer selling `amount` at `price`: what it may sell and what it may buy. */
export function offerLiabilities(price: Price, amount: bigint): { selling: bigint; buying: bigint } {
  const r = exchangeWithoutThresholds(price, amount, INT64_MAX, INT64_MAX, INT64_MAX, "normal");
  return { selling: r.wheatReceived, buying: r.sheepSent };
}

/** Liabilities of a buy offer for `buyAmount` at the (sell-side) `price`. */
export function buyOfferLiabilities(price: Price, buyAmount: bigint): { selling: bigint; buying: bigint } {
  const r = exchangeWithoutThresholds(price, INT64_MAX, INT64_MAX, INT64_MAX, buyAmount, "normal");
  return { selling: r.wheatReceived, buying: r.sheepSent };
}

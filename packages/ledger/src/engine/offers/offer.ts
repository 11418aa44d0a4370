import type { Asset } from "../types";

/** A price as stored by core: units of the buying asset per unit of the selling asset, n/d (int32 each). */
export interface Price {
  n: number;
  d: number;
}

export const PASSIVE_FLAG = 1;

/** An open offer (core's OfferEntry), kept on its seller's account. */
export interface Offer {
  id: bigint;
  sellerId: string;
  selling: Asset;
  buying: Asset;
  /** Amount of the selling asset, in stroops. */
  amount: bigint;
  price: Price;
  flags: number;
  lastModifiedLedger: number;
  /** The account carrying this offer's reserve when it is sponsored (CAP-33). */
  sponsor?: string;
}

/** Core's best-offer order: price compared as a double, then the lower offer id. */
export function compareOffers(a: Offer, b: Offer): number {
  const pa = a.price.n / a.price.d;
  const pb = b.price.n / b.price.d;
  if (pa !== pb) return pa < pb ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Exact rational comparison of two prices (-1, 0, 1). */
export function comparePrices(a: Price, b: Price): number {
  const left = BigInt(a.n) * BigInt(b.d);
  const right = BigInt(b.n) * BigInt(a.d);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function sameAsset(a: Asset, b: Asset): boolean {
  if (a.type === "native" || b.type === "native") return a.type === b.type;
  return a.type === b.type && a.code === b.code && a.issuer === b.issuer;
}

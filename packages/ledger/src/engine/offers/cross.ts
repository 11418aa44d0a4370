import type { LedgerView } from "../ledger-view";
import { releaseReserve } from "../sponsorship";
import type { Asset } from "../types";
import { adjustOffer, exchangeV10, type Rounding } from "./exchange";
import { addBalance, canBuyAtMost, canSellAtMost, type Holding, holdingOf } from "./holding";
import { comparePrices, type Offer, type Price } from "./offer";
import { bookOffers, changeLiabilities, removeOffer } from "./offer-store";
import type { Claim } from "./offer-wire";

/** Most offers one operation may cross (core's MAX_OFFERS_TO_CROSS). */
export const MAX_OFFERS_TO_CROSS = 1000;

export interface ConvertRequest {
  view: LedgerView;
  ledgerSeq: number;
  baseReserve: bigint;
  takerId: string;
  /** What the taker sends. */
  sheep: Asset;
  /** What the taker receives. */
  wheat: Asset;
  maxSheepSend: bigint;
  maxWheatReceive: bigint;
  /** Worst acceptable maker price (sheep per wheat); path payments have none. */
  maxWheatPrice?: Price;
  passive: boolean;
  round?: Rounding;
  /** Offers this conversion may still cross (path payments share 1000 across hops). */
  maxOffers?: number;
}

export type ConvertStatus = "ok" | "partial" | "bad-price" | "cross-self" | "too-many";

export interface Converted {
  status: ConvertStatus;
  sheepSent: bigint;
  wheatReceived: bigint;
  claims: Claim[];
}

const min = (a: bigint, b: bigint): bigint => (a < b ? a : b);

/** Resizes a resting offer to what its seller can actually deliver and receive. */
function adjusted(
  offer: Offer,
  wheat: Holding | undefined,
  sheep: Holding | undefined,
  reserve: bigint,
): bigint {
  return adjustOffer(offer.price, min(offer.amount, canSellAtMost(wheat, reserve)), canBuyAtMost(sheep));
}

/** Crosses one resting offer (core's crossOfferV10). */
function crossOne(
  req: ConvertRequest,
  entry: Offer,
  maxWheatReceive: bigint,
  maxSheepSend: bigint,
): { claim: Claim; wheatStays: boolean; taken: boolean } {
  const maker = req.view.loadAccount(entry.sellerId);
  const offer = maker?.offers?.get(entry.id);
  if (!maker || !offer) throw new Error(`offer ${entry.id} vanished from the book`);
  changeLiabilities(maker, offer, -1n, req.ledgerSeq);
  const wheatH = holdingOf(maker, req.wheat);
  const sheepH = holdingOf(maker, req.sheep);
  offer.amount = adjusted(offer, wheatH, sheepH, req.baseReserve);
  const maxWheatSend = min(offer.amount, canSellAtMost(wheatH, req.baseReserve));
  const ex = exchangeV10(
    offer.price,
    maxWheatSend,
    maxWheatReceive,
    maxSheepSend,
    canBuyAtMost(sheepH),
    req.round ?? "normal",
  );
  if (ex.sheepSent !== 0n && sheepH) addBalance(sheepH, ex.sheepSent, req.ledgerSeq);
  if (ex.wheatReceived !== 0n && wheatH) addBalance(wheatH, -ex.wheatReceived, req.ledgerSeq);
  if (ex.wheatStays) {
    offer.amount -= ex.wheatReceived;
    offer.amount = adjusted(offer, wheatH, sheepH, req.baseReserve);
  } else offer.amount = 0n;
  const taken = offer.amount === 0n;
  if (taken) {
    removeOffer(maker, offer.id);
    maker.numSubEntries -= 1;
    releaseReserve(req, maker, offer.sponsor, 1);
  } else {
    offer.lastModifiedLedger = req.ledgerSeq;
    changeLiabilities(maker, offer, 1n, req.ledgerSeq);
  }
  maker.lastModifiedLedger = req.ledgerSeq;
  const claim: Claim = {
    makerId: offer.sellerId,
    offerId: offer.id,
    price: offer.price,
    wheat: req.wheat,
    wheatReceived: ex.wheatReceived,
    sheep: req.sheep,
    sheepSent: ex.sheepSent,
  };
  return { claim, wheatStays: ex.wheatStays, taken };
}

/** Crosses the book selling `wheat` for `sheep`, best offer first (core's convertWithOffers). */
export function convertWithOffers(req: ConvertRequest): Converted {
  const out: Converted = { status: "ok", sheepSent: 0n, wheatReceived: 0n, claims: [] };
  let maxSheepSend = req.maxSheepSend;
  let maxWheatReceive = req.maxWheatReceive;
  let needMore = maxWheatReceive > 0n && maxSheepSend > 0n;
  const maxOffers = req.maxOffers ?? MAX_OFFERS_TO_CROSS;
  if (!needMore) return out;
  if (maxOffers <= 0) return { ...out, status: "too-many" };
  for (const entry of bookOffers(req.view, req.wheat, req.sheep)) {
    const cmp = req.maxWheatPrice ? comparePrices(entry.price, req.maxWheatPrice) : -1;
    if (cmp > 0 || (req.passive && cmp === 0)) return { ...out, status: "bad-price" };
    if (entry.sellerId === req.takerId) return { ...out, status: "cross-self" };
    if (out.claims.length >= maxOffers) return { ...out, status: "too-many" };
    const { claim, wheatStays, taken } = crossOne(req, entry, maxWheatReceive, maxSheepSend);
    out.claims.push(claim);
    out.sheepSent += claim.sheepSent;
    maxSheepSend -= claim.sheepSent;
    out.wheatReceived += claim.wheatReceived;
    maxWheatReceive -= claim.wheatReceived;
    needMore = !wheatStays && maxWheatReceive > 0n && maxSheepSend > 0n;
    if (!needMore) return out;
    if (!taken) return { ...out, status: "partial" };
  }
  return { ...out, status: needMore ? "partial" : "ok" };
}

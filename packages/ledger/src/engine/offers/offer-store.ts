import type { LedgerView } from "../ledger-view";
import type { Account, Asset } from "../types";
import { offerLiabilities } from "./exchange";
import { addBuyingLiabilities, addSellingLiabilities, holdingOf } from "./holding";
import { compareOffers, type Offer, sameAsset } from "./offer";

export function offersOf(account: Account): Map<bigint, Offer> {
  if (!account.offers) account.offers = new Map();
  return account.offers;
}

export function putOffer(account: Account, offer: Offer): void {
  offersOf(account).set(offer.id, offer);
}

export function removeOffer(account: Account, id: bigint): void {
  account.offers?.delete(id);
}

/** Adds (sign 1) or removes (sign -1) an offer's liabilities on its seller's balances. */
export function changeLiabilities(account: Account, offer: Offer, sign: 1n | -1n, ledgerSeq: number): void {
  const { selling, buying } = offerLiabilities(offer.price, offer.amount);
  const sell = holdingOf(account, offer.selling);
  const buy = holdingOf(account, offer.buying);
  if (sell) addSellingLiabilities(sell, sign * selling);
  if (buy) addBuyingLiabilities(buy, sign * buying);
  account.lastModifiedLedger = ledgerSeq;
  for (const h of [sell, buy]) if (h?.kind === "line") h.line.lastModifiedLedger = ledgerSeq;
}

/** Every offer selling `selling` for `buying`, best first (price as double, then id). */
export function bookOffers(view: LedgerView, selling: Asset, buying: Asset): Offer[] {
  const found: Offer[] = [];
  for (const id of view.accountIds()) {
    const offers = view.getAccount(id)?.offers;
    if (!offers) continue;
    for (const offer of offers.values()) {
      if (sameAsset(offer.selling, selling) && sameAsset(offer.buying, buying)) found.push(offer);
    }
  }
  return found.sort(compareOffers);
}

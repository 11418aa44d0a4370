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

/**
 * Every offer selling `selling` for `buying`, best first (price as double, then id), as the view sees them when
 * the call is made: the root's sorted book, with the offers of accounts changed in this view taken from the view
 * instead. Lazy, so crossing reads only the offers it takes.
 */
export function* bookOffers(view: LedgerView, selling: Asset, buying: Asset): Generator<Offer> {
  const changed = view.changedIds();
  const local: Offer[] = [];
  for (const id of changed) {
    for (const offer of view.getAccount(id)?.offers?.values() ?? []) {
      if (sameAsset(offer.selling, selling) && sameAsset(offer.buying, buying)) local.push(offer);
    }
  }
  local.sort(compareOffers);
  const committed = view.committedBook(selling, buying).slice();
  let i = 0;
  let j = 0;
  while (true) {
    while (i < committed.length && changed.has((committed[i] as Offer).sellerId)) i += 1;
    const fromRoot = committed[i];
    const fromView = local[j];
    if (!fromRoot && !fromView) return;
    if (fromView && (!fromRoot || compareOffers(fromView, fromRoot) < 0)) {
      j += 1;
      yield fromView;
    } else if (fromRoot) {
      i += 1;
      yield fromRoot;
    }
  }
}

import { releaseReserve, type TReserveScope } from "../sponsorship";
import type { Account, CreditAsset } from "../types";
import { changeLiabilities, removeOffer } from "./offer-store";

const holdsAsset = (a: { type: string; code?: string; issuer?: string }, asset: CreditAsset) =>
  a.type !== "native" && a.code === asset.code && a.issuer === asset.issuer;

/**
 * Core removes every offer of a trustor that sells or buys an asset whose trustline lost all authorization
 * (not even authorized to maintain liabilities), releasing liabilities and subentries.
 */
export function removeOffersWithAsset(account: Account, asset: CreditAsset, scope: TReserveScope): void {
  const { ledgerSeq } = scope;
  if (!account.offers) return;
  for (const offer of [...account.offers.values()]) {
    if (!holdsAsset(offer.selling, asset) && !holdsAsset(offer.buying, asset)) continue;
    changeLiabilities(account, offer, -1n, ledgerSeq);
    removeOffer(account, offer.id);
    account.numSubEntries -= 1;
    releaseReserve(scope, account, offer.sponsor, 1);
  }
}

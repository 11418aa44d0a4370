import type { THorizonOfferRecord } from "@sextant/core";
import { getHorizon } from "../../ledger";

/** Offers per request: an account holds at most a few hundred subentries. */
const OFFERS_LIMIT = 200;

/** GET /accounts/:id/offers: every open offer of the account (all pairs), following the pages. */
export async function getOpenOffers(horizonUrl: string, account: string): Promise<THorizonOfferRecord[]> {
  const offers: THorizonOfferRecord[] = [];
  let page = await getHorizon(horizonUrl).offers().forAccount(account).limit(OFFERS_LIMIT).call();
  for (;;) {
    offers.push(...(page.records as unknown as THorizonOfferRecord[]));
    if (page.records.length < OFFERS_LIMIT) return offers;
    page = await page.next();
  }
}

import type { THorizonOfferRecord } from "@sextant/core";
import { horizonRecords } from "../../ledger/sdk-free";

/** Offers per request: an account holds at most a few hundred subentries. */
const OFFERS_LIMIT = 200;

/** GET /accounts/:id/offers: every open offer of the account (all pairs), following the pages. */
export async function getOpenOffers(horizonUrl: string, account: string): Promise<THorizonOfferRecord[]> {
  const offers: THorizonOfferRecord[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await horizonRecords<THorizonOfferRecord>(horizonUrl, `/accounts/${account}/offers`, {
      limit: OFFERS_LIMIT,
      cursor,
    });
    offers.push(...page);
    if (page.length < OFFERS_LIMIT) return offers;
    const last = page.at(-1);
    cursor = last?.paging_token ?? String(last?.id);
  }
}

import { toStroops } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { isNotFound } from "../../ledger/horizon";

/** True while the offer is still on the ledger's order book. */
export async function isOfferOpen(horizon: Horizon.Server, offerId: string): Promise<boolean> {
  try {
    await horizon.offers().offer(offerId).call();
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

interface OrderBookTradeSides {
  base_offer_id?: string;
  base_account?: string;
  base_amount: string;
  counter_offer_id?: string;
  counter_account?: string;
  counter_amount: string;
}

/**
 * Stroops the offer sold over its life: the sum of what its side gave in each of its trades (`/trades?offer_id=`,
 * including the crossings made when it was placed, which carry its id once it rests on the book).
 */
export async function soldByOffer(horizon: Horizon.Server, offerId: string, seller: string): Promise<bigint> {
  let sold = 0n;
  let page = await horizon.trades().forOffer(offerId).limit(200).order("asc").call();
  while (page.records.length > 0) {
    for (const record of page.records) {
      const trade = record as unknown as OrderBookTradeSides;
      if (trade.base_offer_id === offerId && trade.base_account === seller) {
        sold += toStroops(trade.base_amount);
      } else if (trade.counter_offer_id === offerId && trade.counter_account === seller) {
        sold += toStroops(trade.counter_amount);
      }
    }
    if (page.records.length < 200) break;
    page = await page.next();
  }
  return sold;
}

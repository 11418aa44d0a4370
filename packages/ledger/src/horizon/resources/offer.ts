import { assetFields } from "../../engine/assets";
import type { Offer } from "../../engine/offers/offer";
import type { HistoryData, JsonObject } from "../../history/records";
import { formatAmount } from "../../util/amount";
import { priceString } from "../../util/price";
import { closeTimeOf } from "./account";

/** The Horizon offer resource (price_r as stored, not reduced). */
export function renderOffer(o: Offer, base: string, history: HistoryData): JsonObject {
  const id = o.id.toString();
  return {
    _links: {
      self: { href: `${base}/offers/${id}` },
      offer_maker: { href: `${base}/accounts/${o.sellerId}` },
    },
    id,
    paging_token: id,
    seller: o.sellerId,
    selling: assetFields(o.selling),
    buying: assetFields(o.buying),
    amount: formatAmount(o.amount),
    price_r: { n: o.price.n, d: o.price.d },
    price: priceString(o.price.n, o.price.d),
    last_modified_ledger: o.lastModifiedLedger,
    last_modified_time: closeTimeOf(history, o.lastModifiedLedger),
    ...(o.sponsor ? { sponsor: o.sponsor } : {}),
  };
}

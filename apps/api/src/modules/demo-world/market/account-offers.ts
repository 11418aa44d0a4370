import { toStroops } from "@sextant/core";
import { Asset, type Horizon, Operation, type xdr } from "@stellar/stellar-sdk";
import { type Ratio, ratioOf } from "./ratio";

/** A resting offer of an operator account, in exact terms. */
export interface RestingOffer {
  id: string;
  selling: Asset;
  buying: Asset;
  /** Stroops of the selling asset still offered. */
  amount: bigint;
  /** Buying units per selling unit. */
  price: Ratio;
  priceR: { n: number; d: number };
}

/** Every resting offer of `accountId` (all pages). */
export async function loadOffers(horizon: Horizon.Server, accountId: string): Promise<RestingOffer[]> {
  const offers: RestingOffer[] = [];
  let page = await horizon.offers().forAccount(accountId).limit(200).call();
  while (page.records.length > 0) {
    for (const record of page.records) {
      offers.push({
        id: String(record.id),
        selling: assetOf(record.selling),
        buying: assetOf(record.buying),
        amount: toStroops(record.amount),
        price: ratioOf(record.price_r),
        priceR: { n: Number(record.price_r.n), d: Number(record.price_r.d) },
      });
    }
    if (page.records.length < 200) break;
    page = await page.next();
  }
  return offers;
}

function assetOf(record: { asset_type: string; asset_code?: string; asset_issuer?: string }): Asset {
  return record.asset_type === "native"
    ? Asset.native()
    : new Asset(record.asset_code ?? "", record.asset_issuer);
}

/** The operation that removes a resting offer of `source`. */
export function deleteOffer(source: string, offer: RestingOffer): xdr.Operation {
  return Operation.manageSellOffer({
    source,
    selling: offer.selling,
    buying: offer.buying,
    amount: "0",
    price: offer.priceR,
    offerId: offer.id,
  });
}

/** True when the offer sells `selling` for `buying`. */
export function offersPair(offer: RestingOffer, selling: Asset, buying: Asset): boolean {
  return offer.selling.equals(selling) && offer.buying.equals(buying);
}

import { assetFields, assetFromWire } from "../engine/assets";
import type { JsonValue } from "../engine/effects";
import type { Asset } from "../engine/types";
import type { OperationBodyWire } from "../tx/wire";
import { formatAmount } from "../util/amount";
import { priceString } from "../util/price";

type OfferBody = Extract<OperationBodyWire, { type: 3 | 4 | 12 }>;

/** Horizon's fields of manage_sell_offer, create_passive_sell_offer and manage_buy_offer records. */
export function offerOpDetails(body: OfferBody): Record<string, JsonValue> {
  const op =
    body.type === 3
      ? body.manageSellOfferOp
      : body.type === 4
        ? { ...body.createPassiveSellOfferOp, offerId: undefined }
        : { ...body.manageBuyOfferOp, amount: body.manageBuyOfferOp.buyAmount };
  const buying = assetFromWire(op.buying) as Asset;
  const selling = assetFromWire(op.selling) as Asset;
  const details: Record<string, JsonValue> = {
    amount: formatAmount(op.amount),
    price: priceString(op.price.n, op.price.d),
    price_r: { n: op.price.n, d: op.price.d },
    ...assetFields(buying, "buying_"),
    ...assetFields(selling, "selling_"),
  };
  if (op.offerId !== undefined) details.offer_id = op.offerId.toString();
  return details;
}

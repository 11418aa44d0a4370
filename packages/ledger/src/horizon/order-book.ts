import { assetFields } from "../engine/assets";
import { comparePrices, type Offer, type Price } from "../engine/offers/offer";
import type { Asset } from "../engine/types";
import type { JsonObject } from "../history/records";
import { formatAmount } from "../util/amount";
import { priceString, reducePrice } from "../util/price";

interface Level {
  price: Price;
  amount: bigint;
}

/** Groups offers (already in level order) by exact price value; `price` maps an offer to its level price. */
function levels(offers: Offer[], price: (o: Offer) => Price, limit: number): Level[] {
  const out: Level[] = [];
  for (const offer of offers) {
    const p = reducePrice(price(offer).n, price(offer).d);
    const last = out[out.length - 1];
    if (last && last.price.n === p.n && last.price.d === p.d) last.amount += offer.amount;
    else {
      if (out.length === limit) break;
      out.push({ price: p, amount: offer.amount });
    }
  }
  return out;
}

const renderLevel = (l: Level): JsonObject => ({
  price_r: { n: l.price.n, d: l.price.d },
  price: priceString(l.price.n, l.price.d),
  amount: formatAmount(l.amount),
});

/**
 * Horizon's order book summary for base = `selling`, counter = `buying`: asks in base units at counter per
 * base, bids (offers selling the counter asset) in counter units with inverted prices.
 */
export function orderBookSummary(
  asks: Offer[],
  bids: Offer[],
  selling: Asset,
  buying: Asset,
  limit: number,
): JsonObject {
  const byPrice = (a: Offer, b: Offer) => comparePrices(a.price, b.price);
  const askLevels = levels([...asks].sort(byPrice), (o) => o.price, limit);
  const bidLevels = levels([...bids].sort(byPrice), (o) => ({ n: o.price.d, d: o.price.n }), limit);
  return {
    bids: bidLevels.map(renderLevel),
    asks: askLevels.map(renderLevel),
    base: assetFields(selling),
    counter: assetFields(buying),
  };
}

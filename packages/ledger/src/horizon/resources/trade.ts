import { assetFields } from "../../engine/assets";
import { sameAsset } from "../../engine/offers/offer";
import type { Asset } from "../../engine/types";
import type { JsonObject } from "../../history/records";
import { assetString, type MarketHistory, type TradeRecord } from "../../history/trades";
import { formatAmount } from "../../util/amount";
import { rfc3339 } from "../../util/time";

/** One side of a trade as Horizon renders it. */
interface Side {
  offerId: bigint;
  account: string;
  amount: bigint;
  asset: Asset;
}

/** Whether Horizon stores this trade with the maker's sold asset as base (lower asset id first). */
export function makerSoldIsBase(m: MarketHistory, t: TradeRecord): boolean {
  const sold = m.assetIds.get(assetString(t.soldAsset)) ?? 0;
  const bought = m.assetIds.get(assetString(t.boughtAsset)) ?? 0;
  return sold < bought;
}

/**
 * Renders a trade; `base` picks the orientation (a pair filter), else Horizon's canonical one. The price is
 * the maker offer's price expressed as counter per base.
 */
export function renderTrade(m: MarketHistory, t: TradeRecord, origin: string, base?: Asset): JsonObject {
  if (t.poolId !== undefined) return renderPoolTrade(m, t, origin, base);
  const soldIsBase = base ? sameAsset(base, t.soldAsset) : makerSoldIsBase(m, t);
  const maker: Side = {
    offerId: t.makerOfferId,
    account: t.makerId,
    amount: t.soldAmount,
    asset: t.soldAsset,
  };
  const taker: Side = {
    offerId: t.takerOfferId,
    account: t.takerId,
    amount: t.boughtAmount,
    asset: t.boughtAsset,
  };
  const [b, c] = soldIsBase ? [maker, taker] : [taker, maker];
  const price = soldIsBase ? t.price : { n: t.price.d, d: t.price.n };
  const id = `${t.opKey}-${t.atomIndex}`;
  return {
    _links: {
      self: { href: "" },
      base: { href: `${origin}/accounts/${b.account}` },
      counter: { href: `${origin}/accounts/${c.account}` },
      operation: { href: `${origin}/operations/${t.opKey}` },
    },
    id,
    paging_token: id,
    ledger_close_time: rfc3339(t.closeTime),
    trade_type: "orderbook",
    base_offer_id: b.offerId.toString(),
    base_account: b.account,
    base_amount: formatAmount(b.amount),
    ...assetFields(b.asset, "base_"),
    counter_offer_id: c.offerId.toString(),
    counter_account: c.account,
    counter_amount: formatAmount(c.amount),
    ...assetFields(c.asset, "counter_"),
    base_is_seller: soldIsBase,
    price: { n: String(price.n), d: String(price.d) },
  };
}

/** A trade against a liquidity pool: the pool replaces the maker's account and offer; price = bought/sold. */
function renderPoolTrade(m: MarketHistory, t: TradeRecord, origin: string, base?: Asset): JsonObject {
  const soldIsBase = base ? sameAsset(base, t.soldAsset) : makerSoldIsBase(m, t);
  const pool = { pool: true, amount: t.soldAmount, asset: t.soldAsset };
  const taker = { pool: false, amount: t.boughtAmount, asset: t.boughtAsset };
  const [b, c] = soldIsBase ? [pool, taker] : [taker, pool];
  const [n, d] = soldIsBase ? [t.boughtAmount, t.soldAmount] : [t.soldAmount, t.boughtAmount];
  const id = `${t.opKey}-${t.atomIndex}`;
  const side = (s: typeof pool, prefix: string): JsonObject =>
    s.pool
      ? { [`${prefix}_liquidity_pool_id`]: t.poolId ?? "" }
      : { [`${prefix}_offer_id`]: t.takerOfferId.toString(), [`${prefix}_account`]: t.takerId };
  const link = (s: typeof pool) =>
    s.pool ? `${origin}/liquidity_pools/${t.poolId}` : `${origin}/accounts/${t.takerId}`;
  return {
    _links: {
      self: { href: "" },
      base: { href: link(b) },
      counter: { href: link(c) },
      operation: { href: `${origin}/operations/${t.opKey}` },
    },
    id,
    paging_token: id,
    ledger_close_time: rfc3339(t.closeTime),
    trade_type: "liquidity_pool",
    liquidity_pool_fee_bp: 30,
    ...side(b, "base"),
    base_amount: formatAmount(b.amount),
    ...assetFields(b.asset, "base_"),
    ...side(c, "counter"),
    counter_amount: formatAmount(c.amount),
    ...assetFields(c.asset, "counter_"),
    base_is_seller: soldIsBase,
    price: { n: n.toString(), d: d.toString() },
  };
}

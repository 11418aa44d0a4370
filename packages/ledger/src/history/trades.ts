import type { Price } from "../engine/offers/offer";
import type { TradeDraft } from "../engine/offers/trade-draft";
import type { Asset } from "../engine/types";
import { effectKey } from "../util/toid";
import type { HistoryData } from "./records";

/** One order-book trade as ingested (raw orientation: base = maker). */
export interface TradeRecord {
  /** Paging key: `<opTOID>-<claim index>` as an effect-style key. */
  key: bigint;
  opKey: bigint;
  atomIndex: number;
  closeTime: bigint;
  makerId: string;
  makerOfferId: bigint;
  takerId: string;
  /** The taker's resting offer, or the synthetic id `opTOID | 2^62` when none is left. */
  takerOfferId: bigint;
  soldAsset: Asset;
  soldAmount: bigint;
  boughtAsset: Asset;
  boughtAmount: bigint;
  price: Price;
  /** Liquidity pool (hex id) on the maker side of a `liquidity_pool` trade. */
  poolId?: string;
}

/** Trade history kept inside the snapshot-able history data. */
export interface MarketHistory {
  trades: TradeRecord[];
  byAccount: Map<string, number[]>;
  byOffer: Map<bigint, number[]>;
  /** Horizon-like asset ids in first-seen order; the lower id is the canonical base. */
  assetIds: Map<string, number>;
}

export const SYNTHETIC_OFFER_BIT = 1n << 62n;

export function marketOf(h: HistoryData): MarketHistory {
  if (!h.market) h.market = { trades: [], byAccount: new Map(), byOffer: new Map(), assetIds: new Map() };
  return h.market;
}

/** Horizon's `Asset.String()`: `native` or `credit_alphanum4/CODE/ISSUER`. */
export function assetString(asset: Asset): string {
  return asset.type === "native" ? "native" : `${asset.type}/${asset.code}/${asset.issuer}`;
}

function push<K>(map: Map<K, number[]>, key: K, pos: number): void {
  const list = map.get(key);
  if (list) list.push(pos);
  else map.set(key, [pos]);
}

/** Registers unseen assets of one batch in sorted order, as Horizon's asset table does. */
function registerAssets(m: MarketHistory, drafts: TradeDraft[]): void {
  const fresh = new Set<string>();
  for (const d of drafts) {
    for (const a of [d.soldAsset, d.boughtAsset])
      if (!m.assetIds.has(assetString(a))) fresh.add(assetString(a));
  }
  for (const name of [...fresh].sort()) m.assetIds.set(name, m.assetIds.size + 1);
}

/** Appends the trades of one successful operation. */
export function ingestTrades(h: HistoryData, opKey: bigint, closeTime: bigint, drafts: TradeDraft[]): void {
  if (drafts.length === 0) return;
  const m = marketOf(h);
  registerAssets(m, drafts);
  for (const d of drafts) {
    const pos = m.trades.length;
    const takerOfferId = d.takerOfferId ?? opKey | SYNTHETIC_OFFER_BIT;
    m.trades.push({
      key: effectKey(opKey, d.atomIndex),
      opKey,
      atomIndex: d.atomIndex,
      closeTime,
      makerId: d.makerId,
      makerOfferId: d.makerOfferId,
      takerId: d.takerId,
      takerOfferId,
      soldAsset: d.soldAsset,
      soldAmount: d.soldAmount,
      boughtAsset: d.boughtAsset,
      boughtAmount: d.boughtAmount,
      price: d.price,
      ...(d.poolId === undefined ? {} : { poolId: d.poolId }),
    });
    push(m.byAccount, d.makerId, pos);
    push(m.byAccount, d.takerId, pos);
    if (d.poolId === undefined) push(m.byOffer, d.makerOfferId, pos);
    push(m.byOffer, takerOfferId, pos);
  }
}

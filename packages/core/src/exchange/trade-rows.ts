import { formatAmount, STROOPS_PER_UNIT, toStroops } from "../amount";
import { pairLabel, type TPairAsset, type TPairOrientation } from "../market/pairs";
import { formatRatio, type TPriceRatio } from "./order-book";

/**
 * Rows of the exchange's trade lists and history tables (spec doc 1 §3 'Trade row', doc 2 §2 'Exchange history
 * tables') from Horizon trade and offer records, in the pair orientation of `core/market/pairs.ts`: price in base
 * units per counter unit (8 decimals, spec §9), amount in counter units, total in base units.
 */

/** Trade lists show prices and totals with 8 decimals (spec §9). */
export const TRADE_LIST_DECIMALS = 8;
/** The trades panel asks for 20 trades and keeps up to 23 as new ones stream in (spec §9). */
export const RECENT_TRADES_REQUEST = 20;
export const RECENT_TRADES_SHOWN = 23;

export type TTradeType = "BUY" | "SELL";

/** The fields of a Horizon trade record these rows read. */
export interface THorizonTradeRecord {
  id: string;
  paging_token: string;
  ledger_close_time: string;
  base_account?: string;
  counter_account?: string;
  base_amount: string;
  counter_amount: string;
  base_asset_type: string;
  base_asset_code?: string;
  base_asset_issuer?: string;
  counter_asset_type: string;
  counter_asset_code?: string;
  counter_asset_issuer?: string;
  base_is_seller: boolean;
  price?: TPriceRatio;
}

/** The fields of a Horizon offer record these rows read. */
export interface THorizonOfferRecord {
  id: string | number;
  paging_token?: string;
  seller?: string;
  selling: { asset_type: string; asset_code?: string; asset_issuer?: string };
  buying: { asset_type: string; asset_code?: string; asset_issuer?: string };
  amount: string;
  price_r: TPriceRatio;
  last_modified_time?: string | null;
}

/** One trade of the pair. `buy`: the taker bought the counter (listed) coin. */
export interface TTradeRow {
  id: string;
  cursor: string;
  time: string;
  pair: string;
  price: string;
  amount: string;
  total: string;
  buy: boolean;
}

/** A trade of the account: `type` is its own side, BUY when it received the counter coin. */
export interface TMyTradeRow extends TTradeRow {
  type: TTradeType;
}

/** An open offer of the account on the pair. */
export interface TOfferRow {
  offerId: string;
  cursor: string;
  time: string | null;
  pair: string;
  type: TTradeType;
  price: string;
  amount: string;
  total: string;
  selling: TPairAsset;
  buying: TPairAsset;
}

function asset(type: string, code?: string, issuer?: string): TPairAsset {
  return type === "native" ? { code: "XLM", issuer: "" } : { code: code ?? "", issuer: issuer ?? "" };
}

function same(a: TPairAsset, b: TPairAsset): boolean {
  return a.code === b.code && a.issuer === b.issuer;
}

function stroops(amount: string): bigint | null {
  try {
    return toStroops(amount);
  } catch {
    return null;
  }
}

/** Which way round a record's base/counter sits against the pair; null when the record is another pair. */
function orientationOf(
  base: TPairAsset,
  counter: TPairAsset,
  pair: TPairOrientation,
): "same" | "flipped" | null {
  if (same(base, pair.base) && same(counter, pair.counter)) return "same";
  if (same(base, pair.counter) && same(counter, pair.base)) return "flipped";
  return null;
}

/** A trade of `pair` as a row; null when the record belongs to another pair or is damaged. */
export function tradeRow(record: THorizonTradeRecord, pair: TPairOrientation): TTradeRow | null {
  const base = asset(record.base_asset_type, record.base_asset_code, record.base_asset_issuer);
  const counter = asset(record.counter_asset_type, record.counter_asset_code, record.counter_asset_issuer);
  const orientation = orientationOf(base, counter, pair);
  const baseAmount = stroops(record.base_amount);
  const counterAmount = stroops(record.counter_amount);
  if (
    !orientation ||
    baseAmount === null ||
    counterAmount === null ||
    counterAmount <= 0n ||
    baseAmount <= 0n
  ) {
    return null;
  }
  // Pair-base and pair-counter amounts of the trade.
  const [pairBase, pairCounter] =
    orientation === "same" ? [baseAmount, counterAmount] : [counterAmount, baseAmount];
  // The maker owns the record's base side when base_is_seller; the taker gave the other side.
  const takerGaveRecordBase = !record.base_is_seller;
  const takerGavePairBase = orientation === "same" ? takerGaveRecordBase : !takerGaveRecordBase;
  return {
    id: record.id,
    cursor: record.paging_token,
    time: record.ledger_close_time,
    pair: pairLabel(pair),
    price: tradePrice(record, orientation, pairBase, pairCounter),
    amount: formatAmount(pairCounter),
    total: formatRatio(pairBase, STROOPS_PER_UNIT, TRADE_LIST_DECIMALS),
    buy: takerGavePairBase,
  };
}

/** The inverse of the record's price (counter per base) when it is pair-oriented; else the amounts' ratio. */
function tradePrice(
  record: THorizonTradeRecord,
  orientation: "same" | "flipped",
  pairBase: bigint,
  pairCounter: bigint,
): string {
  try {
    if (record.price) {
      const n = BigInt(record.price.n);
      const d = BigInt(record.price.d);
      if (n > 0n && d > 0n) {
        return orientation === "same"
          ? formatRatio(d, n, TRADE_LIST_DECIMALS)
          : formatRatio(n, d, TRADE_LIST_DECIMALS);
      }
    }
  } catch {
    // fall through to the amounts
  }
  return formatRatio(pairBase, pairCounter, TRADE_LIST_DECIMALS);
}

/** A trade of `account` on `pair`, typed from its side; null when it is another pair or not the account's. */
export function myTradeRow(
  record: THorizonTradeRecord,
  pair: TPairOrientation,
  account: string,
): TMyTradeRow | null {
  const row = tradeRow(record, pair);
  if (!row) return null;
  const base = asset(record.base_asset_type, record.base_asset_code, record.base_asset_issuer);
  let gave: TPairAsset;
  if (record.base_account === account) gave = base;
  else if (record.counter_account === account) {
    gave = asset(record.counter_asset_type, record.counter_asset_code, record.counter_asset_issuer);
  } else return null;
  // Giving the market (base) coin buys the listed coin.
  return { ...row, type: same(gave, pair.base) ? "BUY" : "SELL" };
}

/** Newest first, without duplicates (a streamed trade may also arrive in a page). */
export function mergeTrades<T extends { id: string; time: string }>(
  current: readonly T[],
  incoming: readonly T[],
  limit?: number,
): T[] {
  const byId = new Map<string, T>();
  for (const row of [...incoming, ...current]) if (!byId.has(row.id)) byId.set(row.id, row);
  const merged = [...byId.values()].sort((a, b) =>
    a.time < b.time ? 1 : a.time > b.time ? -1 : b.id.localeCompare(a.id),
  );
  return limit === undefined ? merged : merged.slice(0, limit);
}

/**
 * An open offer on `pair` as a history row: selling the counter coin is a SELL priced at the offer's price;
 * selling the base coin is a BUY priced at the inverse, its amount converted to counter units. Null for offers
 * of another pair.
 */
export function offerRow(record: THorizonOfferRecord, pair: TPairOrientation): TOfferRow | null {
  const selling = asset(record.selling.asset_type, record.selling.asset_code, record.selling.asset_issuer);
  const buying = asset(record.buying.asset_type, record.buying.asset_code, record.buying.asset_issuer);
  const orientation = orientationOf(buying, selling, pair);
  const amount = stroops(record.amount);
  let n: bigint;
  let d: bigint;
  try {
    n = BigInt(record.price_r.n);
    d = BigInt(record.price_r.d);
  } catch {
    return null;
  }
  if (!orientation || amount === null || n <= 0n || d <= 0n) return null;
  const sell = orientation === "same"; // selling the counter coin for the base coin
  // price_r is buying per selling.
  const [priceN, priceD] = sell ? [n, d] : [d, n];
  const counterAmount = sell ? amount : (amount * n) / d;
  const baseTotal = sell ? (amount * n) / d : amount;
  return {
    offerId: String(record.id),
    cursor: record.paging_token ?? String(record.id),
    time: record.last_modified_time ?? null,
    pair: pairLabel(pair),
    type: sell ? "SELL" : "BUY",
    price: formatRatio(priceN, priceD, TRADE_LIST_DECIMALS),
    amount: formatAmount(counterAmount),
    total: formatRatio(baseTotal, STROOPS_PER_UNIT, TRADE_LIST_DECIMALS),
    selling,
    buying,
  };
}

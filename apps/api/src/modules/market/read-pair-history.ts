import type { TPairAsset, TPairOrientation } from "@sextant/core";
import { toStroops } from "@sextant/core";
import { Asset, type Horizon } from "@stellar/stellar-sdk";
import { isNotFound } from "../../ledger/horizon";
import {
  HOUR_MS,
  LOOKBACK_MS,
  MINUTE_MS,
  type PairHistory,
  type PriceBucket,
  windowStart,
} from "./pair-stats";
import { readRatio } from "./price-ratio";

/** The SDK asset of one side of a pair (empty issuer = native XLM). */
export function sdkAsset(asset: TPairAsset): Asset {
  return asset.issuer === "" ? Asset.native() : new Asset(asset.code, asset.issuer);
}

/** A trade-aggregation record as Horizon sends it, with the exact `*_r` ratios the SDK's type leaves out. */
interface AggregationRecord {
  timestamp: number | string;
  counter_volume: string;
  open: string;
  close: string;
  high: string;
  low: string;
  open_r?: { n?: unknown; d?: unknown; N?: unknown; D?: unknown };
  close_r?: { n?: unknown; d?: unknown; N?: unknown; D?: unknown };
  high_r?: { n?: unknown; d?: unknown; N?: unknown; D?: unknown };
  low_r?: { n?: unknown; d?: unknown; N?: unknown; D?: unknown };
}

/**
 * Reads what `computePairStats` needs about one pair, in the pair's orientation: every ledger query names the
 * pair's counter as Horizon's base asset and the pair's base as Horizon's counter asset, so Horizon's prices
 * are already base units per counter unit and its `counter_volume` is the base-asset volume.
 *
 * 1. the newest trade (`/trades`, desc, limit 1): does the pair trade at all, and when last;
 * 2. the last price before the window: 1-minute aggregations from now − 40 days to the window start, desc,
 *    limit 1 (or simply the newest trade when it is older than the window);
 * 3. the window: 1-minute buckets up to the first full hour, then 1-hour buckets to now (at most 60 + 25).
 *
 * A 404 (an asset the ledger never saw trade) means no history. Other failures are thrown to the caller.
 */
export async function readPairHistory(
  horizon: Horizon.Server,
  pair: TPairOrientation,
  nowMs: number,
): Promise<PairHistory> {
  const base = sdkAsset(pair.counter);
  const counter = sdkAsset(pair.base);
  const empty: PairHistory = { nowMs, lastTrade: undefined, before: undefined, window: [] };
  try {
    const newest = (await horizon.trades().forAssetPair(base, counter).order("desc").limit(1).call())
      .records[0];
    const price = newest ? readRatio(newest.price) : undefined;
    if (!newest || !price) return empty;
    const lastTrade = { price, timeMs: Date.parse(newest.ledger_close_time) };
    if (lastTrade.timeMs < nowMs - LOOKBACK_MS) return { ...empty, lastTrade };

    const start = windowStart(nowMs);
    if (lastTrade.timeMs < start) return { ...empty, lastTrade, before: lastTrade.price };

    const aggregate = async (
      from: number,
      to: number,
      resolution: number,
      order: "asc" | "desc",
      limit: number,
    ) =>
      (
        await horizon
          .tradeAggregation(base, counter, from, to, resolution, 0)
          .order(order)
          .limit(limit)
          .call()
      ).records as unknown as AggregationRecord[];

    const firstFullHour = Math.ceil(start / HOUR_MS) * HOUR_MS;
    const [beforeRecords, edgeRecords, hourRecords] = await Promise.all([
      aggregate(nowMs - LOOKBACK_MS, start, MINUTE_MS, "desc", 1),
      firstFullHour > start ? aggregate(start, firstFullHour, MINUTE_MS, "asc", 60) : Promise.resolve([]),
      aggregate(firstFullHour, Math.floor(nowMs / HOUR_MS) * HOUR_MS + HOUR_MS, HOUR_MS, "asc", 200),
    ]);
    const beforeRecord = beforeRecords[0];
    const window = [...edgeRecords, ...hourRecords]
      .map(toBucket)
      .filter((bucket): bucket is PriceBucket => bucket !== undefined && bucket.timestamp >= start)
      .sort((a, b) => a.timestamp - b.timestamp);
    return {
      nowMs,
      lastTrade,
      before: beforeRecord ? readRatio(beforeRecord.close_r, beforeRecord.close) : undefined,
      window,
    };
  } catch (error) {
    if (isNotFound(error) || /resource missing/i.test(String((error as Error)?.message))) return empty;
    throw error;
  }
}

function toBucket(record: AggregationRecord): PriceBucket | undefined {
  const open = readRatio(record.open_r, record.open);
  const close = readRatio(record.close_r, record.close);
  const high = readRatio(record.high_r, record.high);
  const low = readRatio(record.low_r, record.low);
  if (!open || !close || !high || !low) return undefined;
  return {
    timestamp: Number(record.timestamp),
    open,
    close,
    high,
    low,
    baseVolume: toStroops(record.counter_volume),
  };
}

import {
  ErrorCode,
  isValidPublicKey,
  pairAssetId,
  parsePairAssetId,
  type TGetLatestTradesResponse,
  type TPairAsset,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import { formatRatio, readRatio } from "./price-ratio";
import { sdkAsset } from "./read-pair-history";

/** Spec §5: the message for a pair made of one asset twice. */
export const SAME_ASSETS_MESSAGE = "Cannot select same assets";
/** Spec §8: what the exchange shows when its trading data cannot be read. */
export const TRADING_DATA_FAILED_MESSAGE = "Failed to load trading data";

/**
 * The newest trades of a pair, newest first, in the pair's orientation: `price` in base units per counter unit,
 * `amount` in counter units, `total` in base units, `buy` when the taker bought the counter asset. The ledger
 * is asked with the pair's counter as its base asset, so its records already read that way (`base_is_seller`:
 * the maker sold the counter asset, i.e. the taker bought it). A pair the ledger never saw trade has none.
 */
export async function latestTrades(
  horizon: Horizon.Server,
  query: { base: string; counter: string; limit: number },
): Promise<TGetLatestTradesResponse> {
  const base = parseAsset(query.base);
  const counter = parseAsset(query.counter);
  if (!base) throw new AppError(ErrorCode.ValidationFailed, "base must be XLM or CODE:ISSUER");
  if (!counter) throw new AppError(ErrorCode.ValidationFailed, "counter must be XLM or CODE:ISSUER");
  if (pairAssetId(base) === pairAssetId(counter))
    throw new AppError(ErrorCode.ValidationFailed, SAME_ASSETS_MESSAGE);

  let records: Horizon.ServerApi.TradeRecord[];
  try {
    const page = await horizon
      .trades()
      .forAssetPair(sdkAsset(counter), sdkAsset(base))
      .order("desc")
      .limit(query.limit)
      .call();
    records = page.records;
  } catch (error) {
    if (isNotFound(error)) return { trades: [] };
    throw new AppError(ErrorCode.Unavailable, TRADING_DATA_FAILED_MESSAGE);
  }
  const trades = records.flatMap((record) => {
    const price = readRatio(record.price);
    if (!price) return [];
    return [
      {
        id: record.id,
        price: formatRatio(price),
        amount: record.base_amount,
        total: record.counter_amount,
        buy: record.base_is_seller,
        time: new Date(record.ledger_close_time).toISOString(),
      },
    ];
  });
  return { trades };
}

/** "XLM" or "CODE:ISSUER" with an issuer whose checksum is right; a mistyped issuer is the client's error. */
function parseAsset(id: string): TPairAsset | undefined {
  const asset = parsePairAssetId(id);
  return asset && (asset.issuer === "" || isValidPublicKey(asset.issuer)) ? asset : undefined;
}

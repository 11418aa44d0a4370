import type { THorizonTradeRecord, TPairOrientation } from "@sextant/core";
import { getHorizon } from "../../ledger";
import { sdkAsset } from "./horizon-assets";

/** A page of Horizon trade records, newest first. */
export interface TTradePage {
  records: THorizonTradeRecord[];
  /** Cursor of the last record; null when the page is empty. */
  nextCursor: string | null;
}

function pageOf(records: readonly unknown[]): TTradePage {
  const list = records as THorizonTradeRecord[];
  return { records: list, nextCursor: list.at(-1)?.paging_token ?? null };
}

/** GET /trades of the pair, newest first, `limit` records after `cursor`. */
export async function getPairTrades(
  horizonUrl: string,
  pair: TPairOrientation,
  limit: number,
  cursor?: string,
): Promise<TTradePage> {
  let call = getHorizon(horizonUrl)
    .trades()
    .forAssetPair(sdkAsset(pair.base), sdkAsset(pair.counter))
    .order("desc")
    .limit(limit);
  if (cursor) call = call.cursor(cursor);
  return pageOf((await call.call()).records);
}

/** GET /accounts/:id/trades, newest first, `limit` records after `cursor` (every pair: filter them). */
export async function getAccountTrades(
  horizonUrl: string,
  account: string,
  limit: number,
  cursor?: string,
): Promise<TTradePage> {
  let call = getHorizon(horizonUrl).trades().forAccount(account).order("desc").limit(limit);
  if (cursor) call = call.cursor(cursor);
  return pageOf((await call.call()).records);
}

/** The pair's trades SSE stream from `cursor` ("now" when none); returns the closer. */
export function streamPairTrades(
  horizonUrl: string,
  pair: TPairOrientation,
  cursor: string | null,
  onTrade: (record: THorizonTradeRecord) => void,
): () => void {
  try {
    return getHorizon(horizonUrl)
      .trades()
      .forAssetPair(sdkAsset(pair.base), sdkAsset(pair.counter))
      .cursor(cursor ?? "now")
      .stream({
        onmessage: (record) => onTrade(record as unknown as THorizonTradeRecord),
        onerror: () => undefined,
      });
  } catch {
    // An asset the SDK refuses: the REST load reports the error; there is nothing to stream.
    return () => undefined;
  }
}

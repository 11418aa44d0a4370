import { pairTradesParams, type THorizonTradeRecord, type TPairOrientation } from "@sextant/core";
import { assetQuery, horizonRecords, horizonStream } from "../../ledger/sdk-free";

/** A page of Horizon trade records, newest first. */
export interface TTradePage {
  records: THorizonTradeRecord[];
  /** Cursor of the last record; null when the page is empty. */
  nextCursor: string | null;
}

function pageOf(records: THorizonTradeRecord[]): TTradePage {
  return { records, nextCursor: records.at(-1)?.paging_token ?? null };
}

function pairParams(pair: TPairOrientation) {
  return { ...assetQuery("base", pair.base), ...assetQuery("counter", pair.counter) };
}

/** GET /trades of the pair, newest first, `limit` records after `cursor`. */
export async function getPairTrades(
  horizonUrl: string,
  pair: TPairOrientation,
  limit: number,
  cursor?: string,
  signal?: AbortSignal,
): Promise<TTradePage> {
  const params = pairTradesParams(pair, limit, cursor);
  return pageOf(await horizonRecords<THorizonTradeRecord>(horizonUrl, "/trades", params, signal));
}

/** GET /accounts/:id/trades, newest first, `limit` records after `cursor` (every pair: filter them). */
export async function getAccountTrades(
  horizonUrl: string,
  account: string,
  limit: number,
  cursor?: string,
): Promise<TTradePage> {
  const params = { order: "desc", limit, cursor };
  return pageOf(await horizonRecords<THorizonTradeRecord>(horizonUrl, `/accounts/${account}/trades`, params));
}

/** The pair's trades SSE stream from `cursor` ("now" when none); returns the closer. */
export function streamPairTrades(
  horizonUrl: string,
  pair: TPairOrientation,
  cursor: string | null,
  onTrade: (record: THorizonTradeRecord) => void,
): () => void {
  return horizonStream(horizonUrl, "/trades", { ...pairParams(pair), cursor: cursor ?? "now" }, onTrade);
}

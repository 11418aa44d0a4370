import type { THorizonOrderBook, TPairOrientation } from "@sextant/core";
import { getHorizon } from "../../ledger";
import { sdkAsset } from "./horizon-assets";

/**
 * Levels asked of Horizon per side: the panel shows nine, and a market order is priced across the depth its
 * amount needs.
 */
const BOOK_LIMIT = 200;

function orderBookCall(horizonUrl: string, pair: TPairOrientation) {
  // Selling the listed coin for the market coin: asks priced in base per counter (see core/exchange/order-book).
  return getHorizon(horizonUrl).orderbook(sdkAsset(pair.counter), sdkAsset(pair.base)).limit(BOOK_LIMIT);
}

/** GET /order_book of the pair. */
export async function getOrderBook(horizonUrl: string, pair: TPairOrientation): Promise<THorizonOrderBook> {
  const book = await orderBookCall(horizonUrl, pair).call();
  return { bids: book.bids, asks: book.asks };
}

/** The order_book SSE stream of the pair: each message is the whole book; returns the closer. */
export function streamOrderBook(
  horizonUrl: string,
  pair: TPairOrientation,
  onBook: (book: THorizonOrderBook) => void,
): () => void {
  try {
    return orderBookCall(horizonUrl, pair).stream({
      onmessage: (book) => onBook({ bids: book.bids, asks: book.asks }),
      onerror: () => undefined,
    });
  } catch {
    // An asset the SDK refuses: the REST load reports the error; there is nothing to stream.
    return () => undefined;
  }
}

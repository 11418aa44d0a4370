import type { THorizonOrderBook, TPairOrientation } from "@sextant/core";
import { assetQuery, horizonGet, horizonStream } from "../../ledger/sdk-free";

/**
 * Levels asked of Horizon per side: the panel shows nine, and a market order is priced across the depth its
 * amount needs.
 */
const BOOK_LIMIT = 200;

function orderBookParams(pair: TPairOrientation) {
  // Selling the listed coin for the market coin: asks priced in base per counter (see core/exchange/order-book).
  return { ...assetQuery("selling", pair.counter), ...assetQuery("buying", pair.base), limit: BOOK_LIMIT };
}

/** GET /order_book of the pair. */
export async function getOrderBook(
  horizonUrl: string,
  pair: TPairOrientation,
  signal?: AbortSignal,
): Promise<THorizonOrderBook> {
  const book = await horizonGet<THorizonOrderBook>(horizonUrl, "/order_book", orderBookParams(pair), signal);
  return { bids: book.bids, asks: book.asks };
}

/** The order_book SSE stream of the pair: each message is the whole book; returns the closer. */
export function streamOrderBook(
  horizonUrl: string,
  pair: TPairOrientation,
  onBook: (book: THorizonOrderBook) => void,
): () => void {
  return horizonStream<THorizonOrderBook>(horizonUrl, "/order_book", orderBookParams(pair), (book) =>
    onBook({ bids: book.bids, asks: book.asks }),
  );
}

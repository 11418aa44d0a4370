import { orderBookParams, type THorizonOrderBook, type TPairOrientation } from "@sextant/core";
import { horizonGet, horizonStream } from "../../ledger/sdk-free";

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

import type { THorizonOrderBook, TPairOrientation } from "@sextant/core";
import { ensureLedgerConfig } from "../../../ledger/sdk-free";
import { getOrderBook } from "../../api/get-order-book";
import { exchangeKeys } from "../../hooks/query-keys";

/**
 * The pair's order book (asks sell the counter, amounts in counter; bids buy it, amounts in base — the shape
 * `TPairBook` reads). It is the same query the page's order book keeps current from its stream, so pricing a
 * market order reads no book of its own.
 */
export async function loadPairBook(pair: TPairOrientation): Promise<THorizonOrderBook> {
  const { horizonUrl } = await ensureLedgerConfig();
  return getOrderBook(horizonUrl, pair);
}

/** The query key of a pair's book, shared with the page's order book. */
export function pairBookQueryKey(pair: TPairOrientation) {
  return exchangeKeys.orderBook(pair);
}

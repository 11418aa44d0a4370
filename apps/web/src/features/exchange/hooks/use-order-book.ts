import { orderBookView, type TOrderBookView, type TPairOrientation } from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type TLoadable, useLedgerConfig } from "../../ledger/sdk-free";
import { getOrderBook, streamOrderBook } from "../api/get-order-book";
import { loadableOf } from "../lib/loadable";
import { exchangeKeys } from "./query-keys";

/**
 * The pair's order book, live: loaded over REST, then replaced by every message of the order_book stream. The
 * query holds Horizon's book as it comes (the order form prices market orders from the same query); the panel
 * reads it through `orderBookView`.
 */
/** (Same key and load as `orderBookQuery`, which the boot prefetch uses.) */
export function useOrderBook(pair: TPairOrientation | null): TLoadable<TOrderBookView> {
  const config = useLedgerConfig();
  const client = useQueryClient();
  const horizonUrl = config?.horizonUrl;
  const query = useQuery({
    queryKey: pair ? exchangeKeys.orderBook(pair) : ["exchange", "none", "order-book"],
    queryFn: () => getOrderBook(horizonUrl ?? "", pair as TPairOrientation),
    select: orderBookView,
    enabled: Boolean(pair && horizonUrl),
  });

  useEffect(() => {
    if (!pair || !horizonUrl) return;
    return streamOrderBook(horizonUrl, pair, (book) => {
      client.setQueryData(exchangeKeys.orderBook(pair), book);
    });
  }, [pair, horizonUrl, client]);

  return loadableOf(query, Boolean(pair));
}

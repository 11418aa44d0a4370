import {
  mergeTrades,
  RECENT_TRADES_SHOWN,
  type TPairOrientation,
  type TTradeRow,
  tradeRow,
} from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type TLoadable, useLedgerConfig } from "../../ledger/sdk-free";
import { streamPairTrades } from "../api/get-trades";
import { loadableOf } from "../lib/loadable";
import { loadRecentTrades, RECENT_TRADES_STALE_TIME } from "./exchange-queries";
import { exchangeKeys } from "./query-keys";

/**
 * The pair's latest trades, live: the newest 20 over REST, then every trade of the trades stream (opened after the
 * newest one loaded, so none is missed), keeping up to 23 rows (spec §9).
 */
export function useRecentTrades(pair: TPairOrientation | null): TLoadable<TTradeRow[]> {
  const config = useLedgerConfig();
  const client = useQueryClient();
  const horizonUrl = config?.horizonUrl;
  const query = useQuery({
    queryKey: pair ? exchangeKeys.recentTrades(pair) : ["exchange", "none", "recent-trades"],
    queryFn: () => loadRecentTrades(horizonUrl ?? "", pair as TPairOrientation),
    enabled: Boolean(pair && horizonUrl),
    staleTime: RECENT_TRADES_STALE_TIME,
  });
  const loaded = query.status === "success";
  // The stream opens once per pair after the first load, after the newest trade seen then.
  const newest = useRef<string | null>(null);
  newest.current = query.data?.[0]?.cursor ?? null;

  useEffect(() => {
    if (!pair || !horizonUrl || !loaded) return;
    const key = exchangeKeys.recentTrades(pair);
    return streamPairTrades(horizonUrl, pair, newest.current, (record) => {
      const row = tradeRow(record, pair);
      if (!row) return;
      client.setQueryData<TTradeRow[]>(key, (current) =>
        mergeTrades(current ?? [], [row], RECENT_TRADES_SHOWN),
      );
      void client.invalidateQueries({ queryKey: exchangeKeys.candles(pair) });
    });
  }, [pair, horizonUrl, loaded, client]);

  return loadableOf(query, Boolean(pair));
}

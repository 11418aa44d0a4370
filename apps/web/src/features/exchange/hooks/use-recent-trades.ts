import {
  mergeTrades,
  RECENT_TRADES_REQUEST,
  RECENT_TRADES_SHOWN,
  type TPairOrientation,
  type TTradeRow,
  tradeRow,
} from "@sextant/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { type TLoadable, useLedgerConfig } from "../../ledger";
import { getPairTrades, streamPairTrades } from "../api/get-trades";
import { loadableOf } from "../lib/loadable";
import { exchangeKeys } from "./query-keys";

function rowsOf(records: Parameters<typeof tradeRow>[0][], pair: TPairOrientation): TTradeRow[] {
  return records.map((record) => tradeRow(record, pair)).filter((row): row is TTradeRow => row !== null);
}

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
    queryFn: async () => {
      const target = pair as TPairOrientation;
      const page = await getPairTrades(horizonUrl ?? "", target, RECENT_TRADES_REQUEST);
      return rowsOf(page.records, target);
    },
    enabled: Boolean(pair && horizonUrl),
    staleTime: Number.POSITIVE_INFINITY,
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

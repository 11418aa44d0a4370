import type { TPairOrientation } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { type TLoadable, useLedgerConfig } from "../../ledger/sdk-free";
import { getCandles } from "../api/get-candles";
import { candlePoints, type TCandlePoint } from "../lib/candles";
import { loadableOf } from "../lib/loadable";
import { exchangeKeys } from "./query-keys";

/** The pair's daily candles of the last 30 days, ready to draw (re-read when a trade streams in). */
export function useCandles(pair: TPairOrientation | null): TLoadable<TCandlePoint[]> {
  const config = useLedgerConfig();
  const horizonUrl = config?.horizonUrl ?? "";
  const query = useQuery({
    queryKey: pair ? exchangeKeys.candles(pair) : ["exchange", "none", "candles"],
    queryFn: async () => candlePoints(await getCandles(horizonUrl, pair as TPairOrientation)),
    enabled: Boolean(pair && config),
  });
  return loadableOf(query, Boolean(pair));
}

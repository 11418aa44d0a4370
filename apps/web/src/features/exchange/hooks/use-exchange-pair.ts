import {
  EXCHANGE_PAIR_PARAMS,
  exchangePairSearch,
  type TMarketConfigEntry,
  type TPairOrientation,
} from "@sextant/core";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAfterFirstPaint } from "../../../lib/use-after-first-paint";
import { useMarketConfig } from "../../market";
import { requestedExchangePair } from "../initial-pair";
import { configuredAssets, pairKey } from "../route-state";

export interface TExchangePairState {
  /** The pair on screen; null while it cannot be known yet or when none is configured. */
  pair: TPairOrientation | null;
  /** The market configuration (for the pair selector). */
  config: TMarketConfigEntry[];
  configStatus: "pending" | "error" | "success";
  retryConfig: () => void;
}

/**
 * The selected pair (spec §4 pair selection sources): the URL's `?counter=…&base=…`, else the route state, else
 * the pair last applied with GO, else the first configured listed pair. Code-only requests are resolved through
 * the market configuration. Once the pair is known the URL names it (replacing the entry), so the address bar
 * can be shared and a reload opens the same pair. A URL naming a pair the market does not list stays as it is.
 * The URL is written two frames after the first paint, with the screen's last stage (see `ExchangeScreen`): the
 * navigation renders the route again, which neither the order book nor the trades panel should wait for.
 */
export function useExchangePair(): TExchangePairState {
  const location = useLocation();
  const navigate = useNavigate();
  const painted = useAfterFirstPaint(useAfterFirstPaint());
  const configQuery = useMarketConfig();
  const config = configQuery.data ?? [];
  const resolved = requestedExchangePair(location.search, location.state, configQuery.data);
  const key = resolved ? pairKey(resolved) : "";
  // One object per pair, so effects and streams keyed on it run once per pair.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pair is identified by its key
  const pair = useMemo(() => resolved, [key]);

  // Once the pair is known, the URL names it in its short form (codes alone where the configuration has one
  // asset of that code); a URL that already says exactly that is left alone, so this settles after one write.
  const search =
    pair && configQuery.data ? exchangePairSearch(pair, configuredAssets(configQuery.data)) : null;
  const current = new URLSearchParams(location.search);
  const wanted = search === null ? null : new URLSearchParams(search);
  const urlIsCanonical =
    wanted !== null &&
    current.get(EXCHANGE_PAIR_PARAMS.counter) === wanted.get(EXCHANGE_PAIR_PARAMS.counter) &&
    current.get(EXCHANGE_PAIR_PARAMS.base) === wanted.get(EXCHANGE_PAIR_PARAMS.base);
  useEffect(() => {
    if (!painted || search === null || urlIsCanonical) return;
    navigate({ pathname: location.pathname, search: `?${search}` }, { replace: true, state: location.state });
  }, [painted, search, urlIsCanonical, navigate, location.pathname, location.state]);

  return {
    pair,
    config,
    configStatus: configQuery.status,
    retryConfig: () => void configQuery.refetch(),
  };
}

import type { TMarketConfigEntry, TPairOrientation } from "@sextant/core";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useMarketConfig } from "../../market";
import { readCustomPair } from "../custom-pair-storage";
import { defaultExchangePair, pairKey, parseExchangeState, resolveExchangePair } from "../route-state";

export interface TExchangePairState {
  /** The pair on screen; null while it cannot be known yet or when none is configured. */
  pair: TPairOrientation | null;
  /** The market configuration (for the pair selector). */
  config: TMarketConfigEntry[];
  configStatus: "pending" | "error" | "success";
  retryConfig: () => void;
}

/**
 * The selected pair (spec §4 pair selection sources): the route state, else the pair last applied with GO, else
 * the first configured listed pair. Code-only states are resolved through the market configuration.
 */
export function useExchangePair(): TExchangePairState {
  const state = useLocation().state as unknown;
  const configQuery = useMarketConfig();
  const config = configQuery.data ?? [];
  const request = parseExchangeState(state) ?? readCustomPair();
  const resolved = request
    ? resolveExchangePair(request, config)
    : configQuery.data
      ? defaultExchangePair(configQuery.data)
      : null;
  const key = resolved ? pairKey(resolved) : "";
  // One object per pair, so effects and streams keyed on it run once per pair.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pair is identified by its key
  const pair = useMemo(() => resolved, [key]);
  return {
    pair,
    config,
    configStatus: configQuery.status,
    retryConfig: () => void configQuery.refetch(),
  };
}

import { parseExchangePairSearch, type TMarketConfigEntry, type TPairOrientation } from "@sextant/core";
import { readCustomPair } from "./custom-pair-storage";
import { defaultExchangePair, parseExchangeState, resolveExchangePair } from "./route-state";

/**
 * The pair /exchange opens on (spec §4 pair selection sources): the URL's `?counter=…&base=…`, else the route
 * state, else the pair last applied with GO, else the first configured listed pair. A request naming issuers needs
 * no configuration; bare codes and the default need it (`config` undefined: not known yet, so null).
 */
export function requestedExchangePair(
  search: string,
  routeState: unknown,
  config: readonly TMarketConfigEntry[] | undefined,
): TPairOrientation | null {
  const request =
    parseExchangePairSearch(new URLSearchParams(search)) ??
    parseExchangeState(routeState) ??
    readCustomPair();
  if (request) return resolveExchangePair(request, config ?? []);
  return config ? defaultExchangePair(config) : null;
}

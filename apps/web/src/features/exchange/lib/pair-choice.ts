import type { TPairAsset, TPairOrientation } from "@sextant/core";

/** The pair selector's messages (spec doc 1 §5 Pair 'GO'). */
export const PAIR_CHOICE_MESSAGES = {
  sameAssets: "Cannot select same assets",
  notLoggedIn: "Please login First!",
  trustBoth: "Please Trust both Assets",
  trustOne: "Please Trust this Asset first",
} as const;

export type TPairChoiceResult =
  | { ok: true; pair: TPairOrientation }
  | { ok: false; message: string; trust: TPairAsset | null };

function same(a: TPairAsset, b: TPairAsset): boolean {
  return a.code === b.code && a.issuer === b.issuer;
}

/**
 * Checks a market coin and listed coin chosen for GO: not the same asset, a logged-in user, and both assets trusted
 * by the wallet (`holds`). An untrusted asset comes back as `trust` so the screen can open its trustline page.
 * The pair takes the configured orientation when the configuration lists it.
 */
export function checkPairChoice(options: {
  market: TPairAsset;
  listed: TPairAsset;
  loggedIn: boolean;
  holds: (asset: TPairAsset) => boolean;
  configured: readonly TPairOrientation[];
}): TPairChoiceResult {
  const { market, listed, loggedIn, holds, configured } = options;
  if (same(market, listed)) return { ok: false, message: PAIR_CHOICE_MESSAGES.sameAssets, trust: null };
  if (!loggedIn) return { ok: false, message: PAIR_CHOICE_MESSAGES.notLoggedIn, trust: null };
  const missing = [listed, market].filter((asset) => !holds(asset));
  const [first] = missing;
  if (first) {
    const message = missing.length === 2 ? PAIR_CHOICE_MESSAGES.trustBoth : PAIR_CHOICE_MESSAGES.trustOne;
    return { ok: false, message, trust: first };
  }
  const pair = configured.find(
    (entry) =>
      (same(entry.base, market) && same(entry.counter, listed)) ||
      (same(entry.base, listed) && same(entry.counter, market)),
  ) ?? { base: market, counter: listed };
  return { ok: true, pair };
}

/** The distinct assets of one side of the pairs, in order. */
export function distinctAssets(pairs: readonly TPairOrientation[], side: "base" | "counter"): TPairAsset[] {
  const seen = new Map<string, TPairAsset>();
  for (const pair of pairs) {
    const asset = pair[side];
    const key = `${asset.code}:${asset.issuer}`;
    if (!seen.has(key)) seen.set(key, asset);
  }
  return [...seen.values()];
}

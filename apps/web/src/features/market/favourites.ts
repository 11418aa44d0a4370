import { readJson, writeJson } from "../../lib/local-storage";

/** Where the starred pairs are kept on this device: a JSON list of "COUNTER/BASE" strings (spec doc 1 §3). */
export const FAVOURITES_STORAGE_KEY = "sextant.marketFavourites";

const PAIR_KEY = /^[A-Za-z0-9]{1,12}\/[A-Za-z0-9]{1,12}$/;

/** The favourites found in storage: the well-formed pair strings, once each, in their stored order. */
export function parseFavourites(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [];
  const favourites: string[] = [];
  for (const entry of stored) {
    if (typeof entry === "string" && PAIR_KEY.test(entry) && !favourites.includes(entry))
      favourites.push(entry);
  }
  return favourites;
}

/** The list with the pair added when it was missing, or removed when it was there. */
export function toggleFavourite(favourites: readonly string[], pairKey: string): string[] {
  return favourites.includes(pairKey)
    ? favourites.filter((entry) => entry !== pairKey)
    : [...favourites, pairKey];
}

export function readFavourites(): string[] {
  return parseFavourites(readJson(FAVOURITES_STORAGE_KEY));
}

/** Stores the list; false when the browser refuses (private mode, quota). */
export function writeFavourites(favourites: readonly string[]): boolean {
  return writeJson(FAVOURITES_STORAGE_KEY, favourites);
}

import type { TPairOrientation } from "@sextant/core";
import { readJson, removeKey, writeJson } from "../../lib/local-storage";
import { exchangeState, parseExchangeState, type TExchangeRequest } from "./route-state";

/** The trading pair a user chose by hand; Logout clears it (document 2 §2). */
export const CUSTOM_PAIR_STORAGE_KEY = "sextant.customPair";

export function clearCustomPair(): void {
  removeKey(CUSTOM_PAIR_STORAGE_KEY);
}

/** Remembers the pair applied with GO, so /exchange opens on it next time. */
export function saveCustomPair(pair: TPairOrientation): void {
  writeJson(CUSTOM_PAIR_STORAGE_KEY, exchangeState(pair));
}

/** The remembered pair; null when none (or damaged). */
export function readCustomPair(): TExchangeRequest | null {
  return parseExchangeState(readJson(CUSTOM_PAIR_STORAGE_KEY));
}

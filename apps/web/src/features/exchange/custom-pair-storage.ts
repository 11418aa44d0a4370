import { removeKey } from "../../lib/local-storage";

/** The trading pair a user chose by hand; Logout clears it (document 2 §2). */
export const CUSTOM_PAIR_STORAGE_KEY = "sextant.customPair";

export function clearCustomPair(): void {
  removeKey(CUSTOM_PAIR_STORAGE_KEY);
}

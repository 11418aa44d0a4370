import { PREFERENCES_STORAGE_KEY, usePreferencesStore } from "../preferences";

/** A device that never saved preferences shows values in the visitor's own currency; a saved choice wins. */
export function adoptUserCurrency(currency: string): void {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(PREFERENCES_STORAGE_KEY);
  } catch {
    return;
  }
  const { preferences, update } = usePreferencesStore.getState();
  if (saved === null && preferences.currency !== currency) update({ currency });
}

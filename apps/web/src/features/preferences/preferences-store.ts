import { create } from "zustand";
import { loadPreferences, savePreferences, type TPreferences } from "./preferences-storage";

interface TPreferencesState {
  preferences: TPreferences;
  /** Merges, persists to localStorage and publishes the change. */
  update: (changes: Partial<TPreferences>) => void;
  reload: () => void;
}

export const usePreferencesStore = create<TPreferencesState>()((set, get) => ({
  preferences: loadPreferences(),
  update: (changes) => {
    const preferences = { ...get().preferences, ...changes };
    savePreferences(preferences);
    set({ preferences });
  },
  reload: () => set({ preferences: loadPreferences() }),
}));

export function usePreferences(): TPreferences {
  return usePreferencesStore((state) => state.preferences);
}

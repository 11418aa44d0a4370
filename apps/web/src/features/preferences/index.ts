export { useNetworkFeeLevels, useNetworkFeePerOperation } from "./api/get-network-fees";
export { PreferencesModal } from "./components/preferences-modal";
export {
  DEFAULT_PREFERENCES,
  PREFERENCES_STORAGE_KEY,
  parsePreferences,
  type TFeeLevel,
  type TPasswordPolicy,
  type TPreferences,
} from "./preferences-storage";
export { usePreferences, usePreferencesStore } from "./preferences-store";

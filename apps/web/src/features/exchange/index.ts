export {
  CUSTOM_PAIR_STORAGE_KEY,
  clearCustomPair,
  readCustomPair,
  saveCustomPair,
} from "./custom-pair-storage";
export { exchangeState, formatPair, parseExchangeState, type TExchangeRequest } from "./route-state";

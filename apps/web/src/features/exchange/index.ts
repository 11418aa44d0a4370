export { CUSTOM_PAIR_STORAGE_KEY, clearCustomPair } from "./custom-pair-storage";
export { formatPair, parseExchangeState, type TExchangePair } from "./route-state";
export { ExchangeRoute } from "./routes/exchange-route";

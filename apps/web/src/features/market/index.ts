export { getMarketConfig, getMarketData, useMarketConfig, useMarketData } from "./api/market-data";
export { MARKET_COLUMNS, MARKET_EMPTY_MESSAGE, MarketPairsTable } from "./components/market-pairs-table";
export { FAVOURITES_STORAGE_KEY } from "./favourites";
export { useFavourites } from "./hooks/use-favourites";
export { type TMarketListing, useMarketListing } from "./hooks/use-market-listing";
export { MARKET_LOAD_ERROR } from "./market-messages";
export { exchangeStateOf, marketPairKey, topMarketPairs } from "./market-pairs";
export { MarketRoute } from "./routes/market-route";

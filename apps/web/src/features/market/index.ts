export { getMarketConfig, getMarketData, useMarketConfig, useMarketData } from "./api/market-data";
export { MarketRoute } from "./routes/market-route";

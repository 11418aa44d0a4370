export { MarketRoute } from "./routes/market-route";

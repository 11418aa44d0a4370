export { SwapRoute } from "./routes/swap-route";

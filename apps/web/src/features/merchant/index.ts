export { MerchantRoute } from "./routes/merchant-route";

export { CheckoutRoute } from "./routes/checkout-route";

export { UnpaidBanner } from "./components/unpaid-banner";
export { CheckoutRoute } from "./routes/checkout-route";

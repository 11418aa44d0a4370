export { default as PaymentNotifier } from "./components/payment-notifier";
export { hasAnchorTabs, parseWalletDetailState, parseWalletScreenState } from "./route-state";
export { WalletDetailRoute } from "./routes/wallet-detail-route";
export { WalletRoute } from "./routes/wallet-route";

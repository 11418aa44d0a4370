export { hasAnchorTabs, parseWalletDetailState, parseWalletScreenState } from "./route-state";
export { WalletDetailRoute } from "./routes/wallet-detail-route";
export { WalletRoute } from "./routes/wallet-route";

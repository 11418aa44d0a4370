export { hasAnchorTabs, parseWalletDetailState, parseWalletScreenState } from "./route-state";
export { ImportWalletRoute } from "./routes/import-wallet-route";
export { NewWalletRoute } from "./routes/new-wallet-route";
export { WalletDetailRoute } from "./routes/wallet-detail-route";
export { WalletRoute } from "./routes/wallet-route";

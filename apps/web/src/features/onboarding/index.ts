export { SecretKeyBox } from "./components/secret-key-box";
export { ImportWalletRoute } from "./routes/import-wallet-route";
export { NewWalletRoute } from "./routes/new-wallet-route";

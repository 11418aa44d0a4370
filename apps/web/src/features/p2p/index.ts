export { ConfirmationBuyRoute, ConfirmationRoute, ConfirmationSellRoute } from "./routes/confirmation-route";
export { CreateAdRoute } from "./routes/create-ad-route";
export { P2pProfileRoute } from "./routes/p2p-profile-route";
export { P2pRoute } from "./routes/p2p-route";
export { ReviewRoute } from "./routes/review-route";
export { TransactionProgressRoute } from "./routes/transaction-progress-route";
export { EscrowsRoute } from "./trades/escrows-route";

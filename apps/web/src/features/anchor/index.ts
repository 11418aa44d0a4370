// Anchored deposits and withdrawals (spec doc 2): the wallet detail's tabs 4 and 5 and the SEP-24 interactive page.
export { DepositPanel, type TAnchorPanelProps } from "./components/deposit-panel";
export { WithdrawPanel } from "./components/withdraw-panel";
export { Sep24InteractiveRoute } from "./routes/sep24-interactive-route";

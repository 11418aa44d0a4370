/**
 * The one ledger facade of the web app: transport (Horizon REST + SSE) → pure calculators → hooks.
 * Import it only from lazily loaded screens: it pulls in the Stellar SDK. `./sdk-free` is the part without it, and
 * everything it exports is exported here too.
 */

export {
  lookUpFederationAddress,
  resolveRecipient,
  type TResolvedRecipient,
  useFederationAddress,
} from "./federation";
export {
  describeAmounts,
  entryTouches,
  historyEntries,
  type TAssetAmount,
  type THistoryEntry,
} from "./history";
export { getHorizon } from "./horizon";
export { ISSUER_INFO_MESSAGES, loadIssuerInfo, type TIssuerInfo } from "./issuer-info";
export {
  PAYMENTS_LIMIT,
  type TPaymentRecord,
  type TTransactionRow,
  toTransactionRow,
  transactionRows,
} from "./payments";
export {
  assetFromCanonical,
  buildPoolDepositXdr,
  buildPoolWithdrawXdr,
  loadPools,
  type TPool,
} from "./pools";
export * from "./sdk-free";
export { buildSendXdr, buildTrustXdr, fundWithFriendbot, TRANSACTION_TIMEOUT_S } from "./transactions";

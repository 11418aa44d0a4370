/**
 * The one ledger facade of the web app: transport (Horizon REST + SSE) → pure calculators → hooks.
 * Import it only from lazily loaded screens: it pulls in the Stellar SDK. `./sdk-free` is the part without it.
 */
export { BALANCES_ERROR, fetchAccountRecord, loadAccountSnapshot, loadDestination } from "./account";
export {
  assetKey,
  availableBalance,
  BASE_RESERVE,
  findBalance,
  holdsAsset,
  isNative,
  minimumBalance,
  NATIVE_ASSET,
  parseAccount,
  sameAsset,
  type TAccountBalance,
  type TAccountSnapshot,
  type TAssetRef,
  type TWalletStatus,
  walletStatus,
} from "./balances";
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
export {
  configureLedger,
  ensureLedgerConfig,
  getHorizon,
  ledgerConfig,
  type TLedgerConfig,
} from "./horizon";
export {
  assetQuery,
  HorizonRequestError,
  horizonGet,
  horizonHref,
  horizonRecords,
  horizonStream,
  type THorizonParams,
} from "./horizon-fetch";
export { ISSUER_INFO_MESSAGES, loadIssuerInfo, type TIssuerInfo } from "./issuer-info";
export type { TLoadable } from "./loadable";
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
export { LedgerSubmitError, submissionError, submitSignedXdr, type TSubmitResult } from "./submit";
export { buildSendXdr, buildTrustXdr, fundWithFriendbot, TRANSACTION_TIMEOUT_S } from "./transactions";
export {
  accountQueryKey,
  paymentsQueryKey,
  refreshLedger,
  useAccount,
  usePaymentStream,
  usePayments,
} from "./use-account";
export { useLedgerConfig } from "./use-ledger-config";
export {
  catalogueEntry,
  coinRows,
  type TCoinRow,
  type TWalletTotals,
  valueAt,
  walletTotals,
} from "./valuation";

/**
 * The half of the ledger facade that does not load the Stellar SDK: configuration, the fetch + EventSource
 * transport, account reads and streams, and the pure calculators. Screens that only read the ledger until the
 * user signs something (the exchange) import this, and load `./index` (transactions, pools…) on demand.
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
export { configureLedger, ensureLedgerConfig, ledgerConfig, type TLedgerConfig } from "./horizon-config";
export {
  assetQuery,
  HorizonRequestError,
  horizonGet,
  horizonHref,
  horizonRecords,
  horizonStream,
  type THorizonParams,
} from "./horizon-fetch";
export type { TLoadable } from "./loadable";
export { LedgerSubmitError, submissionError, submitSignedXdr, type TSubmitResult } from "./submit";
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

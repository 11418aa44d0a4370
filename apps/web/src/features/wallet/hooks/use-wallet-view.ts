import { type TCatalogueState, useCatalogueState } from "../../catalogue";
import {
  coinRows,
  type TAccountSnapshot,
  type TCoinRow,
  type TLoadable,
  type TWalletStatus,
  type TWalletTotals,
  useAccount,
  walletStatus,
  walletTotals,
} from "../../ledger";
import { usePreferences } from "../../preferences";
import { useWalletSession } from "../../session";

export interface TWalletView {
  publicKey: string | null;
  name: string;
  account: TLoadable<TAccountSnapshot | null>;
  /** The account once loaded; null while loading or when unfunded. */
  snapshot: TAccountSnapshot | null;
  rows: TCoinRow[];
  totals: TWalletTotals;
  /** null until the account answered. */
  status: TWalletStatus | null;
  currency: string;
  /** The catalogue in the preference currency (names, icons, rates). */
  catalogue: TCatalogueState;
  /**
   * Whether the rows' values are real: both catalogues answered their latest call. While not, every value shows
   * '—', never a zero computed from missing rates.
   */
  valued: boolean;
  /** The rates' failure with its Try Again, when either catalogue's latest call failed. */
  ratesError: { message: string; retry: () => void } | null;
}

/** The selected wallet with its live account, its coin rows valued from the catalogue, and its state. */
export function useWalletView(): TWalletView {
  const { selectedWallet } = useWalletSession();
  const publicKey = selectedWallet?.publicKey ?? null;
  const account = useAccount(publicKey);
  const { currency } = usePreferences();
  const catalogue = useCatalogueState(currency);
  const usdCatalogue = useCatalogueState("USD");
  const snapshot = account.status === "success" ? account.data : null;
  const rows = snapshot ? coinRows(snapshot, catalogue.assets, usdCatalogue.assets) : [];
  const failed = catalogue.error ?? usdCatalogue.error;
  return {
    publicKey,
    name: selectedWallet?.name ?? "",
    account,
    snapshot,
    rows,
    totals: walletTotals(rows),
    status: account.status === "success" && publicKey ? walletStatus(account.data) : null,
    currency,
    catalogue,
    valued: catalogue.status === "success" && usdCatalogue.status === "success",
    ratesError: failed
      ? {
          message: failed,
          retry: () => {
            catalogue.retry();
            if (currency !== "USD") usdCatalogue.retry();
          },
        }
      : null,
  };
}

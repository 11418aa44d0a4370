import { useCatalogue } from "../../catalogue";
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
}

/** The selected wallet with its live account, its coin rows valued from the catalogue, and its state. */
export function useWalletView(): TWalletView {
  const { selectedWallet } = useWalletSession();
  const publicKey = selectedWallet?.publicKey ?? null;
  const account = useAccount(publicKey);
  const { currency } = usePreferences();
  const catalogue = useCatalogue(currency);
  const usdCatalogue = useCatalogue("USD");
  const snapshot = account.status === "success" ? account.data : null;
  const rows = snapshot ? coinRows(snapshot, catalogue, usdCatalogue) : [];
  return {
    publicKey,
    name: selectedWallet?.name ?? "",
    account,
    snapshot,
    rows,
    totals: walletTotals(rows),
    status: account.status === "success" && publicKey ? walletStatus(account.data) : null,
    currency,
  };
}

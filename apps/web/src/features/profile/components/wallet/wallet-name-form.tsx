import { useState } from "react";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { getSessionVault, useWalletSession } from "../../../session";
import { validateWalletName } from "../../wallet/wallet-settings-rules";
import { SingleFieldForm } from "./single-field-form";

/** Renames the selected wallet; names are unique on this device. */
export function WalletNameForm({ wallet }: { wallet: TWalletInfo }) {
  const { wallets, refreshWallets } = useWalletSession();
  const [name, setName] = useState(wallet.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const message = validateWalletName(name, wallets, wallet.walletId);
    setError(message);
    const vault = getSessionVault();
    if (message || !vault) return;
    setBusy(true);
    try {
      await vault.renameWallet(wallet.walletId, name.trim());
      await refreshWallets();
      toast.success("Wallet name saved.");
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : "Error occurred please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <SingleFieldForm
      label="Wallet name"
      value={name}
      onChange={setName}
      error={error}
      submitLabel="Save"
      busy={busy}
      onSubmit={save}
    />
  );
}

import { Button, Group, TextInput } from "@mantine/core";
import { useState } from "react";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { getSessionVault, useWalletSession } from "../../../session";
import { validateWalletName } from "../../wallet/wallet-settings-rules";

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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Wallet name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={busy} variant="light">
          Save
        </Button>
      </Group>
    </form>
  );
}

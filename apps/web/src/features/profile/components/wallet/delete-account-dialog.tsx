import { Alert, Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "../../../../lib/toast";
import type { TWalletInfo } from "../../../keystore";
import { getSessionVault, useWalletSession } from "../../../session";
import { validateDeletePublicKey, WALLET_SETTINGS_MESSAGES } from "../../wallet/wallet-settings-rules";

interface DeleteAccountDialogProps {
  wallet: TWalletInfo;
  opened: boolean;
  onClose: () => void;
}

/** Removes the selected wallet from this device after its public key is typed in. */
export function DeleteAccountDialog({ wallet, opened, onClose }: DeleteAccountDialogProps) {
  const navigate = useNavigate();
  const { refreshWallets } = useWalletSession();
  const [publicKey, setPublicKey] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setPublicKey("");
    setError(null);
    onClose();
  }

  async function remove() {
    const message = validateDeletePublicKey(publicKey, wallet.publicKey);
    setError(message);
    const vault = getSessionVault();
    if (message || !vault) return;
    setBusy(true);
    try {
      await vault.removeWallet(wallet.walletId);
      const remaining = vault.listWallets().length;
      await refreshWallets();
      toast.success(WALLET_SETTINGS_MESSAGES.removed);
      close();
      if (remaining > 0) navigate("/walletScreen", { state: { addWallet: true } });
      else navigate("/newWallet");
    } catch {
      setError(WALLET_SETTINGS_MESSAGES.removeFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Delete account" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void remove();
        }}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            This removes {wallet.name} and its encrypted secret key from this device. The account and its
            funds stay on the ledger; without a backup of the secret key you cannot use them again.
          </Alert>
          <Text size="sm">Type the wallet's public key to confirm.</Text>
          <TextInput
            label="Public key"
            placeholder="G…"
            value={publicKey}
            onChange={(event) => setPublicKey(event.currentTarget.value)}
            error={error}
            autoComplete="off"
            spellCheck={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={busy}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

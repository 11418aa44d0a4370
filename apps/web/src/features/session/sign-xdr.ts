import { applyPasswordPolicy } from "../keystore/apply-password-policy";
import { KEYSTORE_MESSAGES, KeystoreError } from "../keystore/errors";
import { usePreferencesStore } from "../preferences";
import { askForPassword } from "./password-prompt";
import { useSessionStore } from "./session-store";
import { SigningCancelledError } from "./signing-cancelled-error";

/**
 * Signs with the selected wallet. Under the PASSWORD preference the confirm modal comes first ('Every
 * transaction' always, 'After 30 minutes' once the key was forgotten); dismissing it rejects with
 * `SigningCancelledError`. The keystore (and the Stellar SDK) is loaded on first use.
 */
export async function signXdr(unsignedXdr: string, networkPassphrase: string): Promise<string> {
  const { vault, selectedWalletId } = useSessionStore.getState();
  if (!vault) throw new KeystoreError(KEYSTORE_MESSAGES.vaultLocked);
  if (!selectedWalletId) throw new KeystoreError(KEYSTORE_MESSAGES.walletNotFound);
  const policy = usePreferencesStore.getState().preferences.passwordPolicy;
  const { confirmBeforeSigning } = applyPasswordPolicy(vault, policy);
  if (confirmBeforeSigning && !(await askForPassword(vault))) throw new SigningCancelledError();
  const { signTransaction } = await import("../keystore/sign-transaction");
  return signTransaction(vault, selectedWalletId, unsignedXdr, networkPassphrase);
}

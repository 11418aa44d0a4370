import { applyPasswordPolicy } from "../keystore/apply-password-policy";
import { KEYSTORE_MESSAGES, KeystoreError } from "../keystore/errors";
import { usePreferencesStore } from "../preferences";
import { askForPassword } from "./password-prompt";
import { browserPendingDeps, rememberSigned, settleInPage } from "./pending-submissions";
import { askForReview, operatorFeeAccounts } from "./review/review-prompt";
import { forgetSession } from "./session-persistence";
import { useSessionStore } from "./session-store";
import { SigningCancelledError } from "./signing-cancelled-error";

/**
 * Signs with the selected wallet. The review step comes first: a modal says what will be signed, in plain
 * words. Under the PASSWORD preference the password-confirm modal follows ('Every transaction' always, 'After
 * 30 minutes' once the key was forgotten). Cancelling either rejects with `SigningCancelledError`. The keystore
 * (and the Stellar SDK) is loaded on first use.
 */
export async function signXdr(unsignedXdr: string, networkPassphrase: string): Promise<string> {
  const { vault, selectedWalletId } = useSessionStore.getState();
  if (!vault) throw new KeystoreError(KEYSTORE_MESSAGES.vaultLocked);
  if (!selectedWalletId) throw new KeystoreError(KEYSTORE_MESSAGES.walletNotFound);
  const policy = usePreferencesStore.getState().preferences.passwordPolicy;
  const { confirmBeforeSigning } = applyPasswordPolicy(vault, policy);
  if (vault.isLocked) void forgetSession();
  const [{ describeTransaction }, feeAccounts] = await Promise.all([
    import("./review/describe-transaction"),
    operatorFeeAccounts(),
  ]);
  // The review step: what will be signed, in plain words; Cancel signs nothing.
  if (!(await askForReview(describeTransaction(unsignedXdr, networkPassphrase, feeAccounts))))
    throw new SigningCancelledError();
  if (confirmBeforeSigning && !(await askForPassword(vault))) throw new SigningCancelledError();
  const { signTransaction } = await import("../keystore/sign-transaction");
  const signed = await signTransaction(vault, selectedWalletId, unsignedXdr, networkPassphrase);
  await rememberUntilSettled(signed, networkPassphrase);
  return signed;
}

/**
 * Remembers the signed transaction's hash before the caller can submit it, so a reload in between still shows
 * its outcome (`pending-submissions.ts`); this page forgets it again once it is on the ledger.
 */
async function rememberUntilSettled(signedXdr: string, networkPassphrase: string): Promise<void> {
  try {
    const { TransactionBuilder } = await import("@stellar/stellar-sdk");
    const hash = TransactionBuilder.fromXDR(signedXdr, networkPassphrase).hash();
    const hex = Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
    const signedAt = Date.now();
    rememberSigned(hex, signedAt);
    void settleInPage({ hash: hex, signedAt }, browserPendingDeps());
  } catch {
    // Not a parsable envelope: nothing to follow.
  }
}

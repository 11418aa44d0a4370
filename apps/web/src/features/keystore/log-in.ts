import { WrongPasswordError } from "./errors";
import type { UnlockedVault } from "./unlocked-vault";
import { hasVault, unlockVault } from "./vault";
import type { TVaultKdfOptions } from "./vault-crypto";

/** Login outcomes of the spec (document 1 §4). */
export type TLoginResult =
  | { outcome: "LOCAL_LOGIN"; vault: UnlockedVault }
  | { outcome: "CREATE_WALLET"; vault: UnlockedVault }
  | { outcome: "TRY_AGAIN" }
  | { outcome: "CREATE_ACCOUNT" };

/**
 * LOCAL_LOGIN: the password opened the vault and a wallet is selected (the first one is selected when the
 * choice was lost); CREATE_WALLET: it opened the vault but there is no wallet; TRY_AGAIN: wrong password;
 * CREATE_ACCOUNT: no vault on this device. A damaged vault throws its `KeystoreError`.
 */
export async function logIn(password: string, options?: TVaultKdfOptions): Promise<TLoginResult> {
  if (!hasVault()) return { outcome: "CREATE_ACCOUNT" };
  let vault: UnlockedVault;
  try {
    vault = await unlockVault(password, options);
  } catch (error) {
    if (error instanceof WrongPasswordError) return { outcome: "TRY_AGAIN" };
    throw error;
  }
  const [first] = vault.listWallets();
  if (!first) return { outcome: "CREATE_WALLET", vault };
  if (vault.selectedWalletId === null) await vault.selectWallet(first.walletId);
  return { outcome: "LOCAL_LOGIN", vault };
}

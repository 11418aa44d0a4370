import type { UnlockedVault } from "../keystore/unlocked-vault";
import { askForPassword } from "./password-prompt";
import { useSessionStore } from "./session-store";
import { LoginOutcome, type TLoginOutcome } from "./validation/login";

/**
 * What the login, register and Forgot Password screens do. The keystore (and with it the Stellar SDK) is
 * loaded on first use, so it stays out of the main bundle.
 */

/** Register: creates the vault for the new session password and opens the session. */
export async function registerPassword(password: string, referral: string): Promise<void> {
  const { createVault } = await import("../keystore/vault");
  const vault = await createVault(password);
  const store = useSessionStore.getState();
  store.openSession(vault);
  store.setReferral(referral);
}

/** Login: LOCAL_LOGIN and CREATE_WALLET open the session; the caller routes by the outcome. */
export async function logInWithPassword(password: string): Promise<TLoginOutcome> {
  const { logIn } = await import("../keystore/log-in");
  const result = await logIn(password);
  if (result.outcome === LoginOutcome.LocalLogin || result.outcome === LoginOutcome.CreateWallet) {
    useSessionStore.getState().openSession(result.vault);
  }
  if (result.outcome === LoginOutcome.CreateAccount) useSessionStore.getState().syncVault();
  return result.outcome;
}

/** Forgot Password: deletes the vault and every wallet stored on this device, and locks the session. */
export async function resetDevice(): Promise<void> {
  const { resetVault } = await import("../keystore/vault");
  await resetVault();
  const store = useSessionStore.getState();
  store.lock();
  store.syncVault();
}

/** The open vault, for onboarding and the profile's wallet sections; null while logged out. */
export function getSessionVault(): UnlockedVault | null {
  return useSessionStore.getState().vault;
}

/**
 * Asks for the session password (the confirm modal) before a sensitive step such as revealing a secret key.
 * Resolves false when dismissed or while logged out.
 */
export async function confirmSessionPassword(): Promise<boolean> {
  const vault = getSessionVault();
  return vault ? askForPassword(vault) : false;
}

/** Re-arms a vault whose key was forgotten (PASSWORD preference) before work that needs it, e.g. adding a wallet. */
export async function ensureVaultKey(): Promise<boolean> {
  const vault = getSessionVault();
  if (!vault) return false;
  return vault.isLocked ? askForPassword(vault) : true;
}

import { decidePasswordPolicy } from "../keystore/password-policy";
import type { UnlockedVault } from "../keystore/unlocked-vault";
import { usePreferencesStore } from "../preferences";
import { askForPassword } from "./password-prompt";
import { forgetSession, loadSession } from "./session-persistence";
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
  store.setReferral(referral);
  // Saved for a reload before the caller moves on: a reload right after registering stays logged in.
  await store.openSession(vault);
}

/** Login: LOCAL_LOGIN and CREATE_WALLET open the session; the caller routes by the outcome. */
export async function logInWithPassword(password: string): Promise<TLoginOutcome> {
  const { logIn } = await import("../keystore/log-in");
  const result = await logIn(password);
  if (result.outcome === LoginOutcome.LocalLogin || result.outcome === LoginOutcome.CreateWallet) {
    await useSessionStore.getState().openSession(result.vault);
  }
  if (result.outcome === LoginOutcome.CreateAccount) useSessionStore.getState().syncVault();
  return result.outcome;
}

let resumed: Promise<boolean> | null = null;

/**
 * After a reload: re-opens the session this tab saved, unless the PASSWORD preference has expired it ('After
 * 30 minutes' counts from the real password entry) or the seal no longer fits the stored vault. Runs once per
 * page; routing waits for it (`resuming`).
 */
export function resumeSession(now: () => number = Date.now): Promise<boolean> {
  resumed ??= (async () => {
    try {
      const seal = await loadSession();
      if (!seal) return false;
      const policy = usePreferencesStore.getState().preferences.passwordPolicy;
      if (decidePasswordPolicy(policy, seal.unlockedAt, now()).forgetKey) return false;
      const { UnlockedVault } = await import("../keystore/unlocked-vault");
      const vault = await UnlockedVault.resume(seal);
      if (!vault) return false;
      await useSessionStore.getState().openSession(vault);
      return true;
    } catch {
      return false;
    }
  })().then(async (ok) => {
    if (!ok) await forgetSession();
    useSessionStore.getState().setResuming(false);
    return ok;
  });
  return resumed;
}

/** Tests: lets `resumeSession` run again. */
export function resetResumeForTests(): void {
  resumed = null;
}

/** Forgot Password: deletes the vault and every wallet stored on this device, and locks the session. */
export async function resetDevice(): Promise<void> {
  const { resetVault } = await import("../keystore/vault");
  await resetVault();
  const store = useSessionStore.getState();
  store.logOut();
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

import { applyPasswordPolicy } from "../keystore/apply-password-policy";
import type { UnlockedVault } from "../keystore/unlocked-vault";
import { usePreferencesStore } from "../preferences";
import { forgetSession } from "./session-persistence";

/** How often the PASSWORD preference is re-applied while the session is open. */
export const POLICY_CHECK_INTERVAL_MS = 30_000;

/**
 * Forgets the vault key on time under 'After 30 minutes', even when nothing is being signed. Returns the stop
 * function.
 */
export function watchPasswordPolicy(vault: UnlockedVault): () => void {
  const timer = setInterval(() => {
    if (vault.isLocked) return;
    applyPasswordPolicy(vault, usePreferencesStore.getState().preferences.passwordPolicy);
    if (vault.isLocked) void forgetSession();
  }, POLICY_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

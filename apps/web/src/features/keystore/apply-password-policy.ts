import type { TPasswordPolicy } from "@sextant/core";
import { decidePasswordPolicy } from "./password-policy";
import type { UnlockedVault } from "./unlocked-vault";

/**
 * Applies the PASSWORD preference to the open vault: drops the key when the policy says so and tells whether
 * the confirm modal (then `vault.confirmPassword`) must come before signing. A locked handle always needs it.
 */
export function applyPasswordPolicy(
  vault: UnlockedVault,
  policy: TPasswordPolicy,
  now: number = Date.now(),
): { confirmBeforeSigning: boolean } {
  const decision = decidePasswordPolicy(policy, vault.unlockedAt, now);
  if (decision.forgetKey) vault.lock();
  return { confirmBeforeSigning: decision.confirmBeforeSigning || vault.isLocked };
}

import type { TPasswordPolicy } from "@sextant/core";

/** 'After 30 minutes': the derived key lives this long after the password was entered. */
export const PASSWORD_KEY_LIFETIME_MS = 30 * 60 * 1000;

export interface TPasswordPolicyDecision {
  /** Drop the derived key now (`vault.lock()`); the next secret operation needs the password again. */
  forgetKey: boolean;
  /** Show the password-confirm modal before the next signature. */
  confirmBeforeSigning: boolean;
}

/**
 * The PASSWORD preference applied at time `now` to a key derived at `unlockedAt` (both ms since the epoch):
 * - 'Once for Log In': keep the key until logout or reload; never ask again.
 * - 'After 30 minutes': keep it for 30 minutes after the password was entered, then forget it and ask.
 * - 'Every transaction': ask before every signature (the key itself stays, for non-signing work).
 */
export function decidePasswordPolicy(
  policy: TPasswordPolicy,
  unlockedAt: number,
  now: number,
): TPasswordPolicyDecision {
  switch (policy) {
    case "Once for Log In":
      return { forgetKey: false, confirmBeforeSigning: false };
    case "After 30 minutes": {
      const expired = now - unlockedAt >= PASSWORD_KEY_LIFETIME_MS;
      return { forgetKey: expired, confirmBeforeSigning: expired };
    }
    case "Every transaction":
      return { forgetKey: false, confirmBeforeSigning: true };
  }
}

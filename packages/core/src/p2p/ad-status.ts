import type { TAdStatus } from "../events/realtime-events";
import { P2P_MESSAGES } from "./messages";

/** What the status rules need of an ad: amounts in stroops. */
export interface TAdState {
  status: TAdStatus;
  availableAmount: bigint;
  minQty: bigint;
}

/**
 * Whether an ad belongs in the public lists (spec §4 'Ad status'): active, with an available amount above 0 and
 * at least its minimum. An ad that no longer fits is dropped from them; one that fits again comes back.
 */
export function isListed(ad: TAdState): boolean {
  return ad.status === "Active" && ad.availableAmount > 0n && ad.availableAmount >= ad.minQty;
}

export type TAdTransition = { ok: true; next: TAdStatus; changed: boolean } | { ok: false; message: string };

/**
 * The ad status machine (Active ⇄ Paused, toggled by the owner's switch). Pausing is always allowed; activation
 * is blocked with 'Not enough balance in your ad.' when the available amount is below the minimum. Asking for
 * the status an ad already has is allowed and changes nothing.
 */
export function transitionAd(ad: TAdState, target: TAdStatus): TAdTransition {
  if (ad.status === target) return { ok: true, next: target, changed: false };
  if (target === "Active" && (ad.availableAmount <= 0n || ad.availableAmount < ad.minQty)) {
    return { ok: false, message: P2P_MESSAGES.notEnoughInAd };
  }
  return { ok: true, next: target, changed: true };
}

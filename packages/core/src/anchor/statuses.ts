/** SEP-24 transaction statuses the anchor uses (spec doc 2 §4 'Anchored transaction statuses'). */
export const ANCHOR_STATUSES = [
  "incomplete",
  "pending_user_transfer_start",
  "pending_external",
  "pending_anchor",
  "pending_stellar",
  "pending_trust",
  "pending_user",
  "completed",
  "refunded",
  "expired",
  "no_market",
  "too_small",
  "too_large",
  "error",
] as const;
export type TAnchorStatus = (typeof ANCHOR_STATUSES)[number];

export const ANCHOR_KINDS = ["deposit", "withdrawal"] as const;
export type TAnchorKind = (typeof ANCHOR_KINDS)[number];

/** How the spec displays a status: pending, completed, or error. */
export type TStatusGroup = "pending" | "completed" | "error";

const PENDING = new Set<TAnchorStatus>([
  "pending_anchor",
  "pending_stellar",
  "pending_trust",
  "pending_user",
  "pending_user_transfer_start",
  "pending_external",
]);

export function statusGroup(status: TAnchorStatus): TStatusGroup {
  if (status === "completed" || status === "refunded") return "completed";
  if (PENDING.has(status)) return "pending";
  return "error";
}

/**
 * The transitions the anchor makes, per kind. Deposit: incomplete (interactive page open) →
 * pending_user_transfer_start (address shown, waiting for the chain transfer) → pending_external (seen on the chain,
 * waiting for confirmations) → pending_anchor (confirmed, crediting) → pending_stellar (credit submitted) →
 * completed, or pending_trust (claimable balance created for an account without trustline) → completed.
 * Withdrawal: incomplete → pending_user_transfer_start (waiting for the Stellar payment) → pending_anchor (payment
 * received) → pending_external (chain payout broadcast) → completed; a short payment → refunded; a failure → error.
 */
const TRANSITIONS: Record<TAnchorKind, Partial<Record<TAnchorStatus, readonly TAnchorStatus[]>>> = {
  deposit: {
    incomplete: ["pending_user_transfer_start", "expired"],
    pending_user_transfer_start: ["pending_external", "pending_anchor", "expired"],
    pending_external: ["pending_anchor", "error"],
    pending_anchor: ["pending_stellar", "too_small", "error"],
    // Back to pending_anchor when the signed credit failed or expired unapplied: it is signed again.
    pending_stellar: ["completed", "pending_trust", "pending_anchor", "error"],
    pending_trust: ["completed"],
  },
  withdrawal: {
    incomplete: ["pending_user_transfer_start", "expired"],
    pending_user_transfer_start: ["pending_anchor", "refunded", "too_large", "expired"],
    pending_anchor: ["pending_external", "refunded", "error"],
    pending_external: ["completed", "pending_anchor", "error"],
    error: ["refunded"],
  },
};

export function canTransition(kind: TAnchorKind, from: TAnchorStatus, to: TAnchorStatus): boolean {
  return TRANSITIONS[kind][from]?.includes(to) ?? false;
}

/** The statuses a transaction may be in just before it moves to `to` (for conditional updates). */
export function statusesBefore(kind: TAnchorKind, to: TAnchorStatus): TAnchorStatus[] {
  return (Object.entries(TRANSITIONS[kind]) as Array<[TAnchorStatus, readonly TAnchorStatus[]]>)
    .filter(([, next]) => next.includes(to))
    .map(([from]) => from);
}

export function isFinalStatus(status: TAnchorStatus): boolean {
  return ["completed", "refunded", "expired", "error", "too_small", "too_large", "no_market"].includes(
    status,
  );
}

import type { TStatusGroup } from "@sextant/core";

/** The spec's three displays of an anchored status (doc 2 §4): label and colour of the badge. */
export const GROUP_DISPLAY: Record<TStatusGroup, { label: string; color: string }> = {
  pending: { label: "Pending", color: "yellow" },
  completed: { label: "Completed", color: "teal" },
  error: { label: "Error", color: "red" },
};

const DEPOSIT: Record<string, string> = {
  incomplete: "Not started",
  pending_user_transfer_start: "Waiting for your transfer",
  pending_external: "Confirming on the chain",
  pending_anchor: "Processing",
  pending_stellar: "Crediting on Stellar",
  pending_trust: "Trust the asset to claim it",
  pending_user: "Waiting for you",
};

const WITHDRAWAL: Record<string, string> = {
  incomplete: "Not started",
  pending_user_transfer_start: "Waiting for your payment",
  pending_external: "Paying out on the chain",
  pending_anchor: "Payment received, processing",
  pending_stellar: "Processing on Stellar",
  pending_trust: "Waiting for a trustline",
  pending_user: "Waiting for you",
};

const SHARED: Record<string, string> = {
  completed: "Completed",
  refunded: "Refunded",
  expired: "Expired",
  no_market: "No market",
  too_small: "Below the minimum",
  too_large: "Above the limit",
  error: "Failed",
};

/** The words under the badge: what the transaction waits for now. */
export function statusDetail(kind: string, status: string): string {
  const table = kind === "deposit" ? DEPOSIT : WITHDRAWAL;
  return table[status] ?? SHARED[status] ?? status;
}

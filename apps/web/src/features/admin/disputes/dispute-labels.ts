import type { TDisputeCaseSummary } from "@sextant/core";

/** The case's status as the desk says it. */
export const CASE_STATUS_LABELS: Record<TDisputeCaseSummary["status"], string> = {
  open: "Evidence window open",
  escalated: "Needs a ruling",
  ruled: "Ruled",
};

export const CASE_STATUS_COLOURS: Record<TDisputeCaseSummary["status"], string> = {
  open: "yellow",
  escalated: "red",
  ruled: "green",
};

export const SETTLEMENT_LABELS: Record<TDisputeCaseSummary["settlement"], string> = {
  none: "Nothing moved yet",
  awaiting_signature: "Waiting for the buyer's release signature",
  submitted: "Sent to the ledger",
  applied: "On the ledger",
};

export const REASON_LABELS: Record<TDisputeCaseSummary["reason"], string> = {
  not_received: "Seller has not received the payment",
  expired: "The trade's time ran out",
};

/** 'in 5 h' / '3 h ago' from now, in whole minutes, hours or days. */
export function relativeTime(iso: string, now = Date.now()): string {
  const diff = new Date(iso).getTime() - now;
  const abs = Math.abs(diff);
  const amount =
    abs >= 86_400_000
      ? `${Math.floor(abs / 86_400_000)} d`
      : abs >= 3_600_000
        ? `${Math.floor(abs / 3_600_000)} h`
        : `${Math.max(1, Math.floor(abs / 60_000))} min`;
  return diff >= 0 ? `in ${amount}` : `${amount} ago`;
}

/** A Stellar account shortened for tables: GABC…WXYZ. */
export function shortAccount(account: string): string {
  return account.length > 12 ? `${account.slice(0, 4)}…${account.slice(-4)}` : account;
}

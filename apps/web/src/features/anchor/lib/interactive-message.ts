import type { TAnchorTransaction } from "@sextant/core";

/**
 * SEP-24: when the interactive flow is done, the page hands the transaction to the wallet that opened it (a popup's
 * opener or an iframe's parent), so the wallet can go on without polling. Nothing is sent when no wallet opened it.
 */
export function notifyWallet(transaction: TAnchorTransaction): void {
  const target = window.opener ?? (window.parent !== window ? window.parent : null);
  if (!target) return;
  try {
    (target as Window).postMessage({ transaction }, "*");
  } catch {
    // A closed or foreign window: the wallet reads the transaction from GET /transaction instead.
  }
}

/** The Stellar asset of a SEP-24 asset string `stellar:CODE:ISSUER`; null for anything else. */
export function stellarAsset(value: string | null): { code: string; issuer: string } | null {
  const parts = value?.split(":") ?? [];
  return parts.length === 3 && parts[0] === "stellar" && parts[1] && parts[2]
    ? { code: parts[1], issuer: parts[2] }
    : null;
}

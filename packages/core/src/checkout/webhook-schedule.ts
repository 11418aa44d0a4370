/**
 * Webhook redelivery: after a failed attempt the next one waits 10 s, then 1 min, then every 10 min six times —
 * eight attempts after the first, then the delivery is marked failed (a merchant can still redeliver it by hand).
 */
export const WEBHOOK_RETRY_DELAYS_S = [10, 60, 600, 600, 600, 600, 600, 600] as const;

/** Seconds to wait before attempt number `attempt + 1` after attempt `attempt` (1-based) failed, or null when done. */
export function nextWebhookDelay(failedAttempt: number): number | null {
  return WEBHOOK_RETRY_DELAYS_S[failedAttempt - 1] ?? null;
}

/** The webhook events of an order; `released` and `refunded` are escrow-mode orders' outcomes. */
export const WEBHOOK_EVENTS = [
  "order.created",
  "order.payment_received",
  "order.settled",
  "order.expired",
  "order.invalid",
  "order.cancelled",
  "order.released",
  "order.refunded",
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The header names of a delivery (the signature is `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`). */
export const WEBHOOK_HEADERS = {
  signature: "sextant-signature",
  delivery: "sextant-delivery",
  event: "sextant-event",
} as const;

/** A receiver should refuse a signature older than this (replays). */
export const WEBHOOK_TOLERANCE_S = 300;

/** Parses `t=…,v1=…`; undefined when malformed. */
export function parseSignatureHeader(
  header: string,
): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key === "t" && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === "v1" && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

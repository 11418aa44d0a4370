/**
 * The checkout order state machine, after BTCPay Server's invoice states. The ledger closes a payment for good in
 * one ledger, so there are no confirmations to wait for: `processing` is an order whose customer reported a
 * transaction that the API has not yet found paying it in full on the ledger.
 *
 *   new ──payment covers due──▶ settled
 *   new ──customer reports tx──▶ processing ──payment covers due──▶ settled
 *   new ──expiry──▶ expired            processing ──monitoring window ends──▶ invalid
 *   new (nothing received) ──cancel──▶ cancelled
 *   new ──escrow funded──▶ held ──delivery confirmed / admin──▶ released
 *                          held ──merchant refunds / admin──▶ refunded
 *
 * Payments are never lost: a payment after expiry, after cancellation or on top of a settled order is recorded
 * and marks the order's exception (`paidLate`, `paidOver`), as a partial one marks `paidPartial`.
 */
export const ORDER_STATES = [
  "new",
  "processing",
  "settled",
  "expired",
  "invalid",
  "cancelled",
  "held",
  "released",
  "refunded",
] as const;
export type TOrderState = (typeof ORDER_STATES)[number];

export const ORDER_EXCEPTIONS = ["none", "paidPartial", "paidOver", "paidLate"] as const;
export type TOrderException = (typeof ORDER_EXCEPTIONS)[number];

export interface TOrderStatus {
  state: TOrderState;
  exception: TOrderException;
}

export type TOrderEvent =
  /** A payment to the order's address was recorded; `received` is the order's new total, `late` when its ledger
   * closed after the order expired or was cancelled. */
  | { type: "paymentRecorded"; received: bigint; due: bigint; late: boolean }
  /** The customer reported the transaction that pays the order (spec: status Completed, orderStatus Pending). */
  | { type: "customerReported" }
  /** The order's expiry time passed. */
  | { type: "expired" }
  /** The monitoring window after expiry ended. */
  | { type: "monitoringEnded" }
  /** The customer declined or the merchant cancelled; allowed only while nothing was received. */
  | { type: "cancelled"; received: bigint }
  /** Escrow mode: the customer's payment into the order's escrow account was read back on the ledger. */
  | { type: "escrowFunded" }
  /** Escrow mode: the held payment goes to the merchant (delivery confirmed, or an admin's ruling). */
  | { type: "escrowReleased" }
  /** Escrow mode: the held payment goes back to the customer (the merchant refunds, or an admin's ruling). */
  | { type: "escrowRefunded" };

/** States of an escrow-mode order whose payment sits (or sat) in its escrow account rather than at the merchant. */
export const ESCROW_ORDER_STATES = ["held", "released", "refunded"] as const satisfies readonly TOrderState[];

export type TOrderTransition = { ok: true; next: TOrderStatus } | { ok: false; reason: string };

const ok = (state: TOrderState, exception: TOrderException): TOrderTransition => ({
  ok: true,
  next: { state, exception },
});
const refuse = (reason: string): TOrderTransition => ({ ok: false, reason });

function afterPayment(current: TOrderStatus, received: bigint, due: bigint, late: boolean): TOrderTransition {
  switch (current.state) {
    case "settled":
    case "held":
    case "released":
      // Something paid to the order's own address on top of what already paid it (in escrow or directly).
      return ok(current.state, "paidOver");
    case "refunded":
    case "cancelled":
    case "invalid":
      return ok(current.state, "paidLate");
    case "expired":
      if (late) return ok("expired", "paidLate");
      // A payment whose ledger closed before the expiry but was read after it counts in time.
      break;
    default:
      if (late) return ok("expired", "paidLate");
  }
  if (received > due) return ok("settled", "paidOver");
  if (received === due) return ok("settled", "none");
  return ok(current.state === "processing" ? "processing" : current.state, "paidPartial");
}

function heldOnly(state: TOrderState): string {
  if (state === "released") return "This order's escrow was already released to the merchant.";
  if (state === "refunded") return "This order's escrow was already refunded to the customer.";
  return "This order's payment is not held in escrow.";
}

/** The next state of an order after `event`, or why the event does not apply in its current state. */
export function nextOrderStatus(current: TOrderStatus, event: TOrderEvent): TOrderTransition {
  switch (event.type) {
    case "paymentRecorded":
      return afterPayment(current, event.received, event.due, event.late);
    case "customerReported":
      return current.state === "new"
        ? ok("processing", current.exception)
        : refuse("Only a pending order can be paid.");
    case "expired":
      if (current.state === "new") return ok("expired", current.exception);
      return refuse("Only a pending order expires.");
    case "monitoringEnded":
      if (current.state === "processing") return ok("invalid", current.exception);
      return refuse("Only an order still waiting for its reported payment becomes invalid.");
    case "cancelled":
      if (current.state !== "new") return refuse("Only a pending order can be cancelled.");
      if (event.received > 0n) return refuse("A payment was already received for this order.");
      return ok("cancelled", "none");
    case "escrowFunded":
      // A processing order was reported paid directly: paying it again into escrow would pay it twice.
      return current.state === "new"
        ? ok("held", current.exception)
        : refuse("Only a pending order can be paid into escrow.");
    case "escrowReleased":
      return current.state === "held" ? ok("released", current.exception) : refuse(heldOnly(current.state));
    case "escrowRefunded":
      return current.state === "held" ? ok("refunded", current.exception) : refuse(heldOnly(current.state));
  }
}

/** States in which the order is finished for the customer (no more Pay Now). */
export function isOrderOpen(state: TOrderState): boolean {
  return state === "new";
}

/** Order lifetime limits (minutes): a merchant picks the expiry; payments are watched this long after it. */
export const ORDER_EXPIRY_DEFAULT_MINUTES = 15;
export const ORDER_EXPIRY_MIN_MINUTES = 1;
export const ORDER_EXPIRY_MAX_MINUTES = 7 * 24 * 60;
export const ORDER_MONITORING_MINUTES = 24 * 60;

import type { TOrderState } from "./order-states";

/** The spec's exact checkout messages (doc 1 §5, §8). */
export const CHECKOUT_MESSAGES = {
  declined: "Payment Declined!",
  loginFirst: "Please login first to proceed with payment",
  unpaidBanner: "You still have un-paid transaction",
  unpaidBannerLink: "Click here!",
  invalidStatus: "Invalid Status",
} as const;

/** Escrow-mode orders (docs/checkout.md 'Escrow mode'). */
export const CHECKOUT_ESCROW_MESSAGES = {
  escrowOnly: "This order is paid through escrow: choose Escrow to pay it.",
  instantOnly: "This order takes instant payment only.",
  otherPayer: "Another wallet is already paying this order through escrow.",
  onlyPayer: "Only the customer who paid this order into escrow can do this.",
  notHeld: "This order's payment is not held in escrow.",
  releaseNotSigned:
    "The merchant has not signed the release yet: you can confirm delivery once they have shipped and signed it.",
  held: "Payment held in escrow: the merchant is paid when you confirm delivery.",
  released: "Delivery confirmed: the payment was released to the merchant.",
  refunded: "The payment was refunded to the customer.",
  releaseSigned: "Release signed: the customer can now confirm delivery.",
  refundedEarly: "The order closed while the payment went into escrow, so it was refunded to you.",
  /** Spec doc 1, ledger submit failures: op_underfunded's message. */
  notEnoughBalance: "You don't have enough balance",
} as const;

/** Spec doc 1 §9: the default coin of the checkout screen and its fee. */
export const CHECKOUT_DEFAULT_COIN = "USDT";
export const CHECKOUT_TRANSACTION_FEE = "0";
/** Spec doc 1 §9: checkout amounts are shown with 4 decimals, conversions with 7. */
export const CHECKOUT_AMOUNT_DECIMALS = 4;
export const CHECKOUT_CONVERSION_DECIMALS = 7;

/** The spec's order status words (doc 1 §3 Checkout order `status`): only `Pending` opens the payment screen. */
export const SPEC_STATUS = {
  new: "Pending",
  processing: "Completed",
  settled: "Completed",
  expired: "Expired",
  invalid: "Invalid",
  cancelled: "Declined",
  held: "Completed",
  released: "Completed",
  refunded: "Declined",
} as const satisfies Record<TOrderState, string>;
export type TSpecStatus = (typeof SPEC_STATUS)[TOrderState];

/** The spec's `orderStatus` (doc 1 §4: after payment the status is Completed with orderStatus Pending). */
export function specOrderStatus(state: TOrderState): "Pending" | "Settled" | "Closed" {
  // A held order is paid but not yet the merchant's: it settles when released.
  if (state === "new" || state === "processing" || state === "held") return "Pending";
  return state === "settled" || state === "released" ? "Settled" : "Closed";
}

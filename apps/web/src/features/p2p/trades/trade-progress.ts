import type { TTrade } from "@sextant/core";
import {
  isFinalTradeStatus,
  isShownExpired,
  TRADE_ACTION_LABELS,
  TRADE_CONFIRMATIONS,
  TRADE_MESSAGES,
  type TTradeStatus,
} from "@sextant/core";

/** The actions a party can take from the progress screen (the platform's own never show here). */
export const SCREEN_ACTIONS = [
  "HOLD_BALANCE",
  "REJECT",
  "CANCEL",
  "I_HAVE_PAID",
  "I_HAVE_RECEIVED",
  "I_HAVE_NOT_RECEIVED",
  "DISPUTE_EXPIRED",
] as const;
export type TScreenAction = (typeof SCREEN_ACTIONS)[number];

const isScreenAction = (action: string): action is TScreenAction =>
  (SCREEN_ACTIONS as readonly string[]).includes(action);

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** The status as shown: a resolved dispute reads Completed or Cancelled (the API's `displayStatus`). */
export function shownStatus(trade: TTrade): TTradeStatus {
  return trade.displayStatus ?? trade.status;
}

/** Whether a Started trade is past its timeout (spec: 18 minutes for a 15-minute frame): 'Trade Expired'. */
export function isTimedOut(trade: TTrade, now: number): boolean {
  const timeoutAt = time(trade.deadlines.timeoutAt);
  return trade.status === "Started" && timeoutAt !== null && now >= timeoutAt;
}

/** The timer of the progress screen: what it counts down to now, and what it means. */
export function tradeTimer(trade: TTrade, now: number): { label: string; deadline: number } | null {
  const d = trade.deadlines;
  switch (shownStatus(trade)) {
    case "pending_user_transfer": {
      const deadline = time(d.pendingExpiresAt);
      if (deadline === null) return null;
      // The seller is the one who accepts; the other side waits for it.
      const label = trade.role.side === "seller" ? "Time left to accept" : "Waiting for the seller to accept";
      return { label, deadline };
    }
    case "Started": {
      const expiresAt = time(d.expiresAt);
      if (expiresAt !== null && now < expiresAt) return { label: "Time left to pay", deadline: expiresAt };
      const timeoutAt = time(d.timeoutAt);
      return timeoutAt === null
        ? null
        : { label: "Time left before the trade times out", deadline: timeoutAt };
    }
    case "FundsSent": {
      const paidExpiresAt = time(d.paidExpiresAt);
      return paidExpiresAt === null
        ? null
        : {
            label:
              trade.role.side === "seller"
                ? "Time left to confirm the payment"
                : "Time left for the seller to confirm",
            deadline: paidExpiresAt,
          };
    }
    case "Cancelled_With_Holded_Funds": {
      const back = time(d.heldFundsReturnAt);
      return back === null ? null : { label: "Held funds return to the seller in", deadline: back };
    }
    default:
      return null;
  }
}

/**
 * The next deadline of the trade after `now`, or null: the API's answer (its allowed actions) changes there — the
 * expiry dispute opens, the timeout hides the actions — so the screen reads the trade again at that moment.
 */
export function nextDeadline(trade: TTrade, now: number): number | null {
  if (isFinalTradeStatus(trade.status)) return null;
  const upcoming = Object.values(trade.deadlines)
    .map(time)
    .filter((deadline): deadline is number => deadline !== null && deadline > now);
  return upcoming.length === 0 ? null : Math.min(...upcoming);
}

/**
 * The buttons the caller sees now: the API's `actions` (the state machine's answer for this caller), none
 * once a Started trade timed out (spec: actions hidden) or the trade is final.
 */
export function visibleActions(trade: TTrade, now: number): TScreenAction[] {
  if (isFinalTradeStatus(shownStatus(trade)) || isTimedOut(trade, now)) return [];
  return trade.actions.filter(isScreenAction);
}

export function actionLabel(action: TScreenAction): string {
  return TRADE_ACTION_LABELS[action];
}

/** The confirm modal's text of an action (core's `TRADE_CONFIRMATIONS`). */
export function actionConfirmation(action: TScreenAction, side: "buyer" | "seller"): string {
  if (action === "DISPUTE_EXPIRED")
    return side === "buyer"
      ? TRADE_CONFIRMATIONS.DISPUTE_EXPIRED_BUYER
      : TRADE_CONFIRMATIONS.DISPUTE_EXPIRED_SELLER;
  return TRADE_CONFIRMATIONS[action];
}

/** Where a trade's screen goes once it reaches a state (spec §2 'Trade progress'); null = it stays. */
export function redirectFor(
  trade: TTrade,
):
  | { to: "/reviewScreen"; state: { tradeId: string; type: "Buyer" | "Seller"; tradeInfo: TTrade } }
  | { to: "/p2p" }
  | null {
  const status = shownStatus(trade);
  if (status === "Completed")
    return {
      to: "/reviewScreen",
      state: {
        tradeId: trade.id,
        type: trade.role.side === "seller" ? "Seller" : "Buyer",
        tradeInfo: trade,
      },
    };
  if (status === "Cancelled" || status === "Cancelled_With_Holded_Funds") return { to: "/p2p" };
  return null;
}

/** A line under the status saying what happens now, for the caller's side. */
export function statusMessage(trade: TTrade, now: number): string | null {
  const side = trade.role.side;
  switch (shownStatus(trade)) {
    case "pending_user_transfer":
      return side === "seller"
        ? "Accept the trade to hold the amount in escrow."
        : TRADE_MESSAGES.waitingForSeller;
    case "Started": {
      if (isTimedOut(trade, now)) return TRADE_MESSAGES.tradeExpired;
      const expiresAt = time(trade.deadlines.expiresAt);
      if (expiresAt !== null && now >= expiresAt)
        return side === "buyer"
          ? "The time to pay is over. If you have paid, confirm it now, or open a dispute before the trade times out."
          : "The buyer has not confirmed a payment in time. You can open a dispute before the trade times out.";
      return side === "buyer"
        ? "Pay the seller with the details below, then confirm that you have paid."
        : "The amount is held in escrow. Wait for the buyer to pay.";
    }
    case "FundsSent":
      return side === "seller"
        ? "The buyer says they have paid. Check your account, then confirm."
        : "Waiting for the seller to confirm your payment.";
    case "Disputed":
      return TRADE_MESSAGES.tradeDisputed;
    default:
      return null;
  }
}

/** The list label: 'Expired' 15 minutes after the start while the trade is not final (spec §4 'Timers'). */
export function listStatusLabel(trade: TTrade, now: number): string {
  const status = shownStatus(trade);
  if (isFinalTradeStatus(status) || status === "Disputed") return statusText(status);
  const createdAt = time(trade.startTime) ?? now;
  return isShownExpired({ createdAt, startedAt: null }, now) ? "Expired" : statusText(status);
}

const STATUS_TEXT: Record<TTradeStatus, string> = {
  pending_user_transfer: "Pending",
  Started: "Started",
  FundsSent: "Paid",
  Completed: "Completed",
  Disputed: "Disputed",
  Cancelled_With_Holded_Funds: "Cancelled (funds held)",
  Cancelled: "Cancelled",
};

const LABEL_COLOR: Record<string, string> = {
  [STATUS_TEXT.Completed]: "teal",
  [STATUS_TEXT.Cancelled]: "gray",
  [STATUS_TEXT.Cancelled_With_Holded_Funds]: "gray",
  [STATUS_TEXT.Disputed]: "orange",
  Expired: "red",
};

/** The badge colour of a status label (the list's and the progress screen's): blue while the trade runs. */
export function statusLabelColor(label: string): string {
  return LABEL_COLOR[label] ?? "blue";
}

export function statusText(status: TTradeStatus): string {
  return STATUS_TEXT[status];
}

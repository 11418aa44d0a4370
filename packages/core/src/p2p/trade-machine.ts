import type { TTradeStatus } from "../events/realtime-events";
import { TRADE_MESSAGES } from "./trade-messages";
import { type TTradeClock, tradeDeadlines } from "./trade-timers";

/**
 * The trade state machine (spec doc 2 §4 'Trade status'), pure. The API calls `transitionTrade` with the trade
 * as read, then applies the answer with one conditional update (`… WHERE status = from`), so two racing
 * actions can never both win: the loser's update touches no row.
 *
 * Roles: the crypto *seller* and the crypto *buyer* (the fiat payer), each either the ad owner or the trade
 * creator; the *platform* acts for the timers (expiry, held-funds return) and for a dispute ruling.
 */

/** Actions of the spec (§4) plus the platform's own: timers and the dispute ruling. */
export const TRADE_ACTIONS = [
  "HOLD_BALANCE",
  "REJECT",
  "CANCEL",
  "I_HAVE_PAID",
  "I_HAVE_RECEIVED",
  "I_HAVE_NOT_RECEIVED",
  "DISPUTE_EXPIRED",
  "EXPIRE",
  "RESOLVE_FOR_BUYER",
  "RESOLVE_FOR_SELLER",
] as const;
export type TTradeAction = (typeof TRADE_ACTIONS)[number];

/** Who acts: a party of the trade, or the platform (jobs and the dispute ruling). */
export type TTradeActor =
  | { kind: "party"; side: "buyer" | "seller"; isAdOwner: boolean }
  | { kind: "platform" };

/** What moves on the ledger with a transition: the escrow's funding checked, release, refund now or later. */
export type TEscrowEffect = "none" | "funded" | "release" | "refund" | "refund_after_hold";

/** The dispute, an axis of its own: opened by whom, and once ruled, for whom. */
export type TDisputeState =
  | { state: "none" }
  | { state: "open"; openedBy: "buyer" | "seller"; reason: "not_received" | "expired" }
  | { state: "resolved"; winner: "buyer" | "seller" };

/** What the machine needs of a trade. */
export interface TTradeFacts extends TTradeClock {
  status: TTradeStatus;
  dispute: TDisputeState;
}

export type TTradeTransition =
  | { ok: true; from: TTradeStatus; next: TTradeStatus; effect: TEscrowEffect; dispute: TDisputeState }
  | { ok: false; message: string };

export const FINAL_TRADE_STATUSES: readonly TTradeStatus[] = [
  "Completed",
  "Cancelled",
  "Cancelled_With_Holded_Funds",
];

export function isFinalTradeStatus(status: TTradeStatus): boolean {
  return FINAL_TRADE_STATUSES.includes(status);
}

function refuse(message: string): TTradeTransition {
  return { ok: false, message };
}

function go(
  facts: TTradeFacts,
  next: TTradeStatus,
  effect: TEscrowEffect,
  dispute: TDisputeState = facts.dispute,
): TTradeTransition {
  return { ok: true, from: facts.status, next, effect, dispute };
}

function partyRule(
  facts: TTradeFacts,
  action: TTradeAction,
  side: "buyer" | "seller",
  isAdOwner: boolean,
  now: number,
): TTradeTransition {
  const d = tradeDeadlines(facts);
  const { status } = facts;
  switch (action) {
    case "HOLD_BALANCE":
      if (side !== "seller") return refuse(TRADE_MESSAGES.onlySeller);
      if (status !== "pending_user_transfer") return refuse(TRADE_MESSAGES.notAllowedNow);
      if (now >= d.pendingExpiresAt) return refuse(TRADE_MESSAGES.tradeExpired);
      return go(facts, "Started", "funded");
    case "REJECT":
      if (!isAdOwner) return refuse(TRADE_MESSAGES.onlyAdOwner);
      if (status !== "pending_user_transfer") return refuse(TRADE_MESSAGES.notAllowedNow);
      return go(facts, "Cancelled", "none");
    case "CANCEL":
      if (status === "pending_user_transfer") {
        if (isAdOwner) return refuse(TRADE_MESSAGES.onlyCreatorCancels);
        return go(facts, "Cancelled", "none");
      }
      if (status === "Started") {
        if (side !== "buyer") return refuse(TRADE_MESSAGES.onlyBuyerCancelsStarted);
        return go(facts, "Cancelled_With_Holded_Funds", "refund_after_hold");
      }
      return refuse(TRADE_MESSAGES.notAllowedNow);
    case "I_HAVE_PAID":
      if (side !== "buyer") return refuse(TRADE_MESSAGES.onlyBuyer);
      if (status !== "Started") return refuse(TRADE_MESSAGES.notAllowedNow);
      if (d.timeoutAt !== null && now >= d.timeoutAt) return refuse(TRADE_MESSAGES.tradeExpired);
      return go(facts, "FundsSent", "none");
    case "I_HAVE_RECEIVED":
      if (side !== "seller") return refuse(TRADE_MESSAGES.onlySeller);
      // The chat's shortcut (spec §2) lets the seller concede an open dispute too.
      if (status !== "FundsSent" && status !== "Disputed") return refuse(TRADE_MESSAGES.notAllowedNow);
      return go(
        facts,
        "Completed",
        "release",
        status === "Disputed" ? { state: "resolved", winner: "buyer" } : facts.dispute,
      );
    case "I_HAVE_NOT_RECEIVED":
      if (side !== "seller") return refuse(TRADE_MESSAGES.onlySeller);
      if (status !== "FundsSent") return refuse(TRADE_MESSAGES.notAllowedNow);
      return go(facts, "Disputed", "none", { state: "open", openedBy: "seller", reason: "not_received" });
    case "DISPUTE_EXPIRED": {
      const open: TDisputeState = { state: "open", openedBy: side, reason: "expired" };
      if (status === "Started") {
        if (d.expiresAt === null || now < d.expiresAt) return refuse(TRADE_MESSAGES.notExpiredYet);
        return go(facts, "Disputed", "none", open);
      }
      if (status === "FundsSent") {
        if (side !== "buyer") return refuse(TRADE_MESSAGES.notAllowedNow);
        if (d.paidExpiresAt === null || now < d.paidExpiresAt) return refuse(TRADE_MESSAGES.notExpiredYet);
        return go(facts, "Disputed", "none", open);
      }
      return refuse(TRADE_MESSAGES.notAllowedNow);
    }
    default:
      return refuse(TRADE_MESSAGES.notAllowedNow);
  }
}

function platformRule(facts: TTradeFacts, action: TTradeAction, now: number): TTradeTransition {
  const d = tradeDeadlines(facts);
  const { status } = facts;
  switch (action) {
    case "EXPIRE":
      // Nobody accepted in time: nothing is held yet.
      if (status === "pending_user_transfer") {
        return now >= d.pendingExpiresAt
          ? go(facts, "Cancelled", "none")
          : refuse(TRADE_MESSAGES.notExpiredYet);
      }
      // Unpaid at the timeout: the funds stay held 24 h (a payment may still be under way), then go back.
      if (status === "Started") {
        return d.timeoutAt !== null && now >= d.timeoutAt
          ? go(facts, "Cancelled_With_Holded_Funds", "refund_after_hold")
          : refuse(TRADE_MESSAGES.notExpiredYet);
      }
      return refuse(TRADE_MESSAGES.notAllowedNow);
    case "RESOLVE_FOR_BUYER":
      if (status !== "Disputed") return refuse(TRADE_MESSAGES.notAllowedNow);
      return go(facts, "Completed", "release", { state: "resolved", winner: "buyer" });
    case "RESOLVE_FOR_SELLER":
      if (status !== "Disputed") return refuse(TRADE_MESSAGES.notAllowedNow);
      return go(facts, "Cancelled", "refund", { state: "resolved", winner: "seller" });
    default:
      return refuse(TRADE_MESSAGES.notAllowedNow);
  }
}

/** The one transition function: every (state, action, actor) answers either the next state or a message. */
export function transitionTrade(
  facts: TTradeFacts,
  action: TTradeAction,
  actor: TTradeActor,
  now: number,
): TTradeTransition {
  if (isFinalTradeStatus(facts.status)) return refuse(TRADE_MESSAGES.tradeFinished);
  if (facts.status === "Disputed" && !(action === "I_HAVE_RECEIVED" || action.startsWith("RESOLVE_"))) {
    return refuse(TRADE_MESSAGES.tradeDisputed);
  }
  if (actor.kind === "platform") return platformRule(facts, action, now);
  if (action === "EXPIRE" || action.startsWith("RESOLVE_")) return refuse(TRADE_MESSAGES.notAllowedNow);
  return partyRule(facts, action, actor.side, actor.isAdOwner, now);
}

/** The actions a party may take now: what the progress screen offers (each behind its confirm modal). */
export function availableTradeActions(facts: TTradeFacts, actor: TTradeActor, now: number): TTradeAction[] {
  return TRADE_ACTIONS.filter((action) => transitionTrade(facts, action, actor, now).ok);
}

/**
 * The status a trade is shown with (spec §4): a Disputed trade whose dispute is resolved shows Completed when
 * the crypto-receiving side (the buyer) won and Cancelled otherwise.
 */
export function displayedTradeStatus(facts: Pick<TTradeFacts, "status" | "dispute">): TTradeStatus {
  if (facts.status === "Disputed" && facts.dispute.state === "resolved") {
    return facts.dispute.winner === "buyer" ? "Completed" : "Cancelled";
  }
  return facts.status;
}

/** The buyer and seller of a trade: a buy trade's creator buys from a sell ad, a sell trade's creator sells. */
export function tradeSides(
  tradeType: "buy" | "sell",
  creator: string,
  adOwner: string,
): { buyer: string; seller: string } {
  return tradeType === "buy" ? { buyer: creator, seller: adOwner } : { buyer: adOwner, seller: creator };
}

/** The actor an account is in a trade, or null when it is neither party. */
export function tradeActorOf(
  account: string,
  trade: { type: "buy" | "sell"; account: string; adOwner: string },
): TTradeActor | null {
  const { buyer, seller } = tradeSides(trade.type, trade.account, trade.adOwner);
  if (account === buyer) return { kind: "party", side: "buyer", isAdOwner: account === trade.adOwner };
  if (account === seller) return { kind: "party", side: "seller", isAdOwner: account === trade.adOwner };
  return null;
}

import type { TTradeStatus } from "../events/realtime-events";

/**
 * Texts of trades: the spec's exact ones (doc 2 §5 'Trade start form', §8 'Trades and ads', §4) and the
 * product's own for the cases the spec leaves unworded. The API answers with them and the screens show them.
 */
export const TRADE_MESSAGES = {
  // Spec §5 'Trade start form'.
  fieldRequired: "This Field is Required",
  emailRequired: "Email address is required",
  confirmPaymentInfo: "I confirm that I have added correct payment information",
  aboveTotal: "Amount can't be greater than total amount in the Ad",
  aboveAvailable: "Amount can't be greater than available amount in the Ad",
  aboveBalance: "Amount can't be greater than your balance",
  notEnoughBalance: "You do not have enough balance.",
  battery: "You need at least five dollars worth of LEVELG to start trade.",
  notLoggedIn: "You are not logged in.",
  kycNotApproved: "Your KYC is not approved.",
  // Spec §8 'Trades and ads'.
  genericError: "Error",
  requestFailed: "Request failed please try again",
  somethingWrong: "Something went wrong try again.",
  networkError: "Network error Please try again",
  startFailed: "Error while starting trade",
  timeout: "Request timeout please try again",
  confirmationFailed: "Transaction confirmation failed contact support",
  accepted: "Accepted.",
  // Spec §4: the screen's texts.
  tradeExpired: "Trade Expired",
  // The product's own.
  tradeNotFound: "Trade not found.",
  notAParty: "Only the buyer or the seller of this trade can do this.",
  onlySeller: "Only the seller of this trade can do this.",
  onlyBuyer: "Only the buyer of this trade can do this.",
  onlyAdOwner: "Only the owner of the ad can do this.",
  onlyCreatorCancels: "The owner of the ad rejects a pending trade instead of cancelling it.",
  onlyBuyerCancelsStarted:
    "Once the balance is held only the buyer can cancel; the seller can dispute on expiry.",
  notAllowedNow: "This action is not possible in the trade's current state.",
  notExpiredYet: "The trade has not expired yet.",
  tradeFinished: "This trade is already finished.",
  tradeDisputed: "This trade is disputed. Support will resolve it.",
  waitingForSeller: "The trade is waiting for the seller to accept.",
  ownAd: "You can't trade on your own ad.",
  adNotActive: "This ad is not active.",
  belowMinimum: "Amount can't be smaller than the minimum of the Ad",
  aboveMaximum: "Amount can't be greater than the maximum of the Ad",
  activeTradeExists: "You already have an active trade on this ad.",
  changedMeanwhile: "The trade changed meanwhile, please reload it.",
} as const;

/** The confirm modal's text of each action on the progress screen (spec §2: every action is confirmed first). */
export const TRADE_CONFIRMATIONS = {
  HOLD_BALANCE: "Accept this trade and hold the amount in escrow? It stays locked until the trade ends.",
  REJECT: "Reject this trade? The buyer will be told.",
  CANCEL: "Cancel this trade? Only cancel if you have not paid the seller.",
  I_HAVE_PAID: "Confirm that you have paid the seller the full amount through the agreed method.",
  I_HAVE_RECEIVED:
    "Confirm that you have received the full payment in your account. The crypto will be released to the buyer and this can't be undone.",
  I_HAVE_NOT_RECEIVED: "Report that you have not received the payment? The trade will be disputed.",
  DISPUTE_EXPIRED_BUYER: "The trade has expired. Open a dispute so support can resolve it?",
  DISPUTE_EXPIRED_SELLER: "The trade has expired. Open a dispute so support can resolve it?",
} as const;

/** The buttons' labels (spec §4). */
export const TRADE_ACTION_LABELS = {
  HOLD_BALANCE: "Accept",
  REJECT: "Reject",
  CANCEL: "Cancel",
  I_HAVE_PAID: "I have paid the seller",
  I_HAVE_RECEIVED: "I have received payment",
  I_HAVE_NOT_RECEIVED: "I have not received payment",
  DISPUTE_EXPIRED: "Start dispute",
} as const;

/**
 * The stored notification of a status change (spec §4's list), for the party told: the ad owner of a new
 * trade, the buyer when started or completed, the seller when paid, everyone when cancelled, the other party
 * when disputed.
 */
export function tradeNotificationText(status: TTradeStatus, paymentMethod: string): string {
  switch (status) {
    case "pending_user_transfer":
      return `A user has started a trade with you via ${paymentMethod}.`;
    case "Started":
      return "The seller has accepted your trade.";
    case "FundsSent":
      return `The buyer has paid you via ${paymentMethod}.`;
    case "Cancelled":
    case "Cancelled_With_Holded_Funds":
      return "The trade has been cancelled.";
    case "Completed":
      return "The seller has received the amount. The trade is completed.";
    case "Disputed":
      return "The trade is disputed.";
  }
}

import {
  availableTradeActions,
  displayedTradeStatus,
  formatFixed,
  fromStroops,
  isFinalTradeStatus,
  type TTrade,
  type TTradeStatus,
  tradeDeadlines,
} from "@sextant/core";
import { actorOrNotFound, type TradeRow, tradeFactsOf } from "./trade-transition";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A trade as `viewer` (one of its parties) sees it: the allowed actions of the viewer now, the deadlines, and
 * the seller's payment details only to the buyer and only while the trade is active (strangers never get a view
 * at all: `actorOrNotFound`).
 */
export function tradeView(row: TradeRow, viewer: string, adType: "buy" | "sell", now = Date.now()): TTrade {
  const actor = actorOrNotFound(row, viewer);
  if (actor.kind !== "party") throw new Error("a viewer is a party");
  const facts = tradeFactsOf(row);
  const deadlines = tradeDeadlines(facts);
  // The seller's payment details go to the one who pays them, the buyer, and only while the trade is active.
  const showDetails = actor.side === "buyer" && !isFinalTradeStatus(row.status as TTradeStatus);
  const detail = (value: string) => (showDetails ? value : "");
  return {
    id: String(row.id),
    type: row.type as "buy" | "sell",
    status: row.status as TTradeStatus,
    displayStatus: displayedTradeStatus(facts),
    account: row.account,
    adOwner: row.adOwner,
    buyer: row.buyer,
    seller: row.seller,
    assetCode: row.assetCode,
    p2pads: {
      id: String(row.adId),
      type: adType,
      paymentMethod: row.paymentMethod,
      timeFrame: row.timeFrame,
      unitPrice: formatFixed(row.unitPrice),
      currency: row.currency,
    },
    cryptoAmountToBuyer: fromStroops(row.cryptoAmountToBuyer),
    cryptoAmountFromSeller: fromStroops(row.cryptoAmountFromSeller),
    sellerFee: fromStroops(row.sellerFee),
    fiatTradeAmount: formatFixed(row.fiatTradeAmount),
    escrowAccountId: row.escrowAccountId,
    sellerStellarMemo: row.sellerStellarMemo,
    startTime: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deadlines: {
      pendingExpiresAt: new Date(deadlines.pendingExpiresAt).toISOString(),
      expiresAt: iso(deadlines.expiresAt),
      timeoutAt: iso(deadlines.timeoutAt),
      paidExpiresAt: iso(deadlines.paidExpiresAt),
      heldFundsReturnAt: iso(deadlines.heldFundsReturnAt),
    },
    dispute: facts.dispute,
    actions: availableTradeActions(facts, actor, now),
    role: { side: actor.side, isAdOwner: actor.isAdOwner },
    bank_name: detail(row.bankName),
    bank_account_number: detail(row.bankAccountNumber),
    bank_account_title: detail(row.bankAccountTitle),
    payoneer_email: detail(row.payoneerEmail),
    skrill_email: detail(row.skrillEmail),
  };
}

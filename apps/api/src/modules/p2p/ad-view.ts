import {
  fromStroops,
  isListed,
  PAYMENT_METHOD_LABELS,
  type TP2pAd,
  type TPaymentMethod,
} from "@sextant/core";
import type { p2pAds } from "../../db/schema";

export type AdRow = typeof p2pAds.$inferSelect;

/**
 * An ad as the API shows it to `viewer` (undefined for a visitor). The account number and the Payoneer/Skrill
 * e-mails are the owner's only: others see them in a trade with the ad (next issue), never in a list.
 */
export function adView(row: AdRow, viewer: string | undefined): TP2pAd {
  const owner = viewer !== undefined && viewer === row.account;
  const method = row.paymentMethod as TPaymentMethod;
  const email = method === "Payoneer" ? row.payoneerEmail : method === "Skrill" ? row.skrillEmail : "";
  const usdRate = fromStroops(row.usdPrice);
  return {
    id: String(row.id),
    type: row.type as TP2pAd["type"],
    assetCode: row.assetCode,
    account: row.account,
    status: row.status as TP2pAd["status"],
    available_amount: fromStroops(row.availableAmount),
    total_amount: fromStroops(row.totalAmount),
    minQty: fromStroops(row.minQty),
    maxQty: fromStroops(row.maxQty),
    currency: row.currency,
    unitPrice: fromStroops(row.unitPrice),
    unitPriceMax: fromStroops(row.unitPriceMax),
    priceSpread: row.priceSpread,
    timeFrame: row.timeFrame,
    location: row.location,
    payment_method: method,
    payment_method_label: PAYMENT_METHOD_LABELS[method] ?? method,
    bank_name: row.bankName,
    bank_account_number: owner ? row.bankAccountNumber : null,
    bank_account_title: row.bankAccountTitle,
    accountTitle: row.bankAccountTitle,
    payoneer_email: owner ? row.payoneerEmail : null,
    skrill_email: owner ? row.skrillEmail : null,
    email: owner ? email : null,
    buyerUSDRate: usdRate,
    sellerUSDRate: usdRate,
    isLocal: method === "Local_Bank",
    kyc: { status: "approved" },
    rating: null,
    first_name: row.firstName,
    last_name: row.lastName,
    companyName: row.companyName,
    isCompanyKyc: row.isCompanyKyc,
    listed: isListed({
      status: row.status as TP2pAd["status"],
      availableAmount: row.availableAmount,
      minQty: row.minQty,
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The realtime payload of an ad (no payment details: it goes to everyone). */
export function adSummary(row: AdRow) {
  return {
    adId: String(row.id),
    type: row.type as TP2pAd["type"],
    assetCode: row.assetCode,
    account: row.account,
    status: row.status as TP2pAd["status"],
    availableAmount: fromStroops(row.availableAmount),
    minQty: fromStroops(row.minQty),
  };
}

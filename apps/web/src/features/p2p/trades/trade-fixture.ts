import { type TTrade, ZTrade } from "@sextant/core";

export const BUYER = `G${"B".repeat(55)}`;
export const SELLER = `G${"S".repeat(55)}`;

/** A trade as the API answers it (core's contract), for tests: a buyer's pending buy of 25.5 LEVELG at 28.5 PKR. */
export function tradeFixture(overrides: Partial<Record<keyof TTrade, unknown>> = {}): TTrade {
  return ZTrade.parse({
    id: "41",
    type: "buy",
    status: "pending_user_transfer",
    displayStatus: overrides.status ?? "pending_user_transfer",
    account: BUYER,
    adOwner: SELLER,
    buyer: BUYER,
    seller: SELLER,
    assetCode: "LEVELG",
    p2pads: {
      id: "12",
      type: "sell",
      paymentMethod: "Local_Bank",
      timeFrame: 15,
      unitPrice: "28.5",
      currency: "PKR",
    },
    cryptoAmountToBuyer: "25.5",
    cryptoAmountFromSeller: "25.5255",
    sellerFee: "0.0255",
    fiatTradeAmount: "726.75",
    escrowAccountId: null,
    sellerStellarMemo: "p2p-41",
    startTime: "2026-11-24T06:40:00.000Z",
    updatedAt: "2026-11-24T06:40:00.000Z",
    dispute: { state: "none" },
    actions: ["CANCEL"],
    role: { side: "buyer", isAdOwner: false },
    bank_name: "",
    bank_account_number: "",
    bank_account_title: "",
    payoneer_email: "",
    skrill_email: "",
    ...overrides,
    // The deadlines an override names replace the pending trade's; the others stay.
    deadlines: {
      pendingExpiresAt: "2026-11-24T06:55:00.000Z",
      expiresAt: null,
      timeoutAt: null,
      paidExpiresAt: null,
      heldFundsReturnAt: null,
      ...(overrides.deadlines as object | undefined),
    },
  });
}

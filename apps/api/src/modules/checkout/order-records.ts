import { randomBytes } from "node:crypto";
import {
  CHECKOUT_TRANSACTION_FEE,
  SPEC_STATUS,
  specOrderStatus,
  type TCheckoutOrder,
  type TMerchantOrder,
  type TOrderEscrow,
  type TOrderException,
  type TOrderPayment,
  type TOrderState,
  type TPaymentType,
} from "@sextant/core";
import { Account, MuxedAccount } from "@stellar/stellar-sdk";
import type { checkoutOrders, checkoutPayments } from "../../db/schema";

export type OrderRow = typeof checkoutOrders.$inferSelect;
export type PaymentRow = typeof checkoutPayments.$inferSelect;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** A checkout reference: 20 random base32 characters (100 bits), the `{memo}` of /checkout/{memo}. */
export function newCheckoutMemo(): string {
  let memo = "";
  for (const byte of randomBytes(20)) memo += BASE32[byte & 31];
  return memo;
}

/** The order's own address: its muxed id on the merchant's receiving account, so every payment is attributed. */
export function muxedAddressOf(receivingAddress: string, muxedId: bigint): string {
  return new MuxedAccount(new Account(receivingAddress, "0"), muxedId.toString()).accountId();
}

/** Numeric columns come back with trailing zeros; the API shows the ledger's 7 decimals. */
export function amountText(value: string): string {
  const [whole = "0", fraction = ""] = value.split(".");
  return `${whole}.${fraction.padEnd(7, "0").slice(0, 7)}`;
}

export function toOrderPayment(row: PaymentRow): TOrderPayment {
  return {
    operationId: row.operationId,
    transactionHash: row.transactionHash,
    from: row.fromAccount,
    asset: row.asset,
    amount: amountText(row.amount),
    valueInOrderAsset: amountText(row.valueInOrderAsset),
    late: row.late,
    closedAt: row.closedAt.toISOString(),
  };
}

export function toMerchantOrder(
  row: OrderRow,
  payments: PaymentRow[],
  origin: string,
  escrow: TOrderEscrow | null = null,
): TMerchantOrder {
  return {
    id: row.id,
    memo: row.memo,
    checkoutUrl: `${origin}/checkout/${row.memo}`,
    orderNumber: row.orderNumber,
    service: row.service,
    description: row.description,
    asset: row.asset,
    payableAmount: amountText(row.payableAmount),
    amountReceived: amountText(row.amountReceived),
    paymentType: row.paymentType as TPaymentType,
    state: row.state as TOrderState,
    exception: row.exception as TOrderException,
    payTo: muxedAddressOf(row.receivingAddress, row.muxedId),
    metadata: row.metadata,
    expiresAt: row.expiresAt.toISOString(),
    monitoringUntil: row.monitoringUntil.toISOString(),
    customerPublicKey: row.customerPublicKey,
    transactionHash: row.transactionHash,
    createdAt: row.createdAt.toISOString(),
    payments: payments.map(toOrderPayment),
    escrow,
  };
}

/** The spec's checkout order (doc 1 §3) for the customer's screen. */
export function toCheckoutOrder(
  row: OrderRow,
  merchantName: string,
  merchantActive = true,
  escrow: TOrderEscrow | null = null,
): TCheckoutOrder {
  const state = row.state as TOrderState;
  return {
    orderNumber: row.orderNumber,
    service: row.service,
    description: row.description,
    // A suspended merchant's open order cannot be paid: the customer's screen declines it instead of taking money.
    status: state === "new" && !merchantActive ? "Declined" : SPEC_STATUS[state],
    orderStatus: specOrderStatus(state),
    memo: row.memo,
    payableAmount: amountText(row.payableAmount),
    transactionFee: amountText(CHECKOUT_TRANSACTION_FEE),
    totalAmount: amountText(row.payableAmount),
    paymentType: row.paymentType as TPaymentType,
    asset: row.asset,
    payTo: muxedAddressOf(row.receivingAddress, row.muxedId),
    merchantName,
    state,
    exception: row.exception as TOrderException,
    amountReceived: amountText(row.amountReceived),
    expiresAt: row.expiresAt.toISOString(),
    escrow,
  };
}

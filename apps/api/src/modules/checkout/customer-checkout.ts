import {
  CHECKOUT_ESCROW_MESSAGES,
  CHECKOUT_MESSAGES,
  ErrorCode,
  type TCheckoutOrder,
  type TCheckoutUpdateResponse,
  type TOrderState,
  toStroops,
  type ZCheckoutUpdateRequest,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { checkoutOrders, checkoutPayments } from "../../db/schema";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import { escrowViewOf } from "./escrow-view";
import type { OrderRow } from "./order-records";
import { toCheckoutOrder } from "./order-records";
import { applyOrderEvent, orderByMemo, type TransitionContext } from "./order-transitions";
import { type LedgerPayment, orderPaymentOf, type PaymentRecorder } from "./payment-recorder";
import type { PaymentWatcher } from "./payment-watcher";

type TUpdate = z.output<typeof ZCheckoutUpdateRequest>;

const invalidStatus = (): TCheckoutUpdateResponse => ({
  data: CHECKOUT_MESSAGES.invalidStatus,
  message: "This order is no longer pending.",
});

const REPORT_MESSAGES: Record<TOrderState, string> = {
  settled: "Payment received: the order is paid.",
  processing: "Payment reported: waiting for it on the ledger.",
  new: "Payment reported: waiting for it on the ledger.",
  expired: "This payment arrived after the order expired; it is recorded and the merchant is told.",
  cancelled: "This payment arrived after the order was cancelled; it is recorded and the merchant is told.",
  invalid: "This payment arrived after the order was closed; it is recorded and the merchant is told.",
  held: "This payment arrived on top of the escrow payment; it is recorded and the merchant is told.",
  released: "This payment arrived on top of the escrow payment; it is recorded and the merchant is told.",
  refunded: "This payment arrived after the escrow was refunded; it is recorded and the merchant is told.",
};

/**
 * The customer's side (spec doc 1 §7): read an order by its reference, decline it, or report the transaction that
 * paid it. The report is never trusted: the API reads the transaction's payments from Horizon and records those
 * that reached the order's muxed address; the state follows from what the ledger shows.
 */
export class CustomerCheckout {
  constructor(
    private readonly options: {
      db: Database;
      horizon: Horizon.Server;
      recorder: PaymentRecorder;
      watcher: PaymentWatcher;
      transitions: TransitionContext;
    },
  ) {}

  async get(memo: string): Promise<TCheckoutOrder[]> {
    const found = await orderByMemo(this.options.db, memo);
    if (!found) return [];
    const escrow = await escrowViewOf(this.options.db, found.row.id);
    return [toCheckoutOrder(found.row, found.merchantName, found.merchantStatus === "active", escrow)];
  }

  async update(memo: string, body: TUpdate, account: string | undefined): Promise<TCheckoutUpdateResponse> {
    const found = await orderByMemo(this.options.db, memo);
    if (!found) throw new AppError(ErrorCode.NotFound, "No order with this reference.");
    return body.status === "Declined" ? this.decline(memo) : this.report(memo, body, account);
  }

  private async decline(memo: string): Promise<TCheckoutUpdateResponse> {
    const declined = await this.options.db.transaction(async (tx) => {
      const [row] = await tx.select().from(checkoutOrders).where(eq(checkoutOrders.memo, memo)).for("update");
      if (!row) return null;
      return applyOrderEvent(tx, this.options.transitions, row, {
        type: "cancelled",
        received: toStroops(row.amountReceived),
      });
    });
    if (!declined) return invalidStatus();
    return { data: await this.current(memo), message: CHECKOUT_MESSAGES.declined };
  }

  private async report(
    memo: string,
    body: TUpdate,
    account: string | undefined,
  ): Promise<TCheckoutUpdateResponse> {
    if (!account) throw new AppError(ErrorCode.Unauthorized, CHECKOUT_MESSAGES.loginFirst);
    if (body.customerPublicKey && body.customerPublicKey !== account) {
      throw new AppError(ErrorCode.Forbidden, "You can only report payments from your own account.");
    }
    // An escrow payment is not reported: its funding is confirmed by the escrow calls (CheckoutEscrow.funded).
    if (!body.isInstant) throw new AppError(ErrorCode.ValidationFailed, CHECKOUT_ESCROW_MESSAGES.escrowOnly);
    const hash = body.transactionHash;
    if (!hash)
      throw new AppError(ErrorCode.ValidationFailed, "transactionHash is required to complete a payment.");
    const found = await orderByMemo(this.options.db, memo);
    if (!found) throw new AppError(ErrorCode.NotFound, "No order with this reference.");
    if (found.merchantStatus !== "active")
      throw new AppError(ErrorCode.Forbidden, "This merchant is suspended.");
    if (found.row.paymentType === "escrow") {
      throw new AppError(ErrorCode.ValidationFailed, CHECKOUT_ESCROW_MESSAGES.escrowOnly);
    }
    // What the ledger says first: the watcher may already have recorded the payment, or it lands now.
    const payments = await this.transactionPayments(hash);
    for (const payment of payments) await this.options.recorder.record(payment);
    // Paid only in a coin whose price cannot be trusted: the customer is told why it does not count.
    const refusal = await this.conversionRefusal(payments, found.row);
    if (refusal) throw new AppError(ErrorCode.ValidationFailed, refusal);
    const details = {
      customerPublicKey: account,
      transactionHash: hash,
      paidIn: body.paymentDetail?.payedIn ?? null,
      amountPayed: body.paymentDetail?.amountPayed ?? null,
      reportedAt: new Date(),
    };
    // Only a transaction that the ledger shows paying this order is accepted: a made-up hash cannot push someone
    // else's order out of the customer's reach.
    const outcome = await this.options.db.transaction(async (tx) => {
      const [row] = await tx.select().from(checkoutOrders).where(eq(checkoutOrders.memo, memo)).for("update");
      if (!row) return "unpaid" as const;
      const [paid] = await tx
        .select()
        .from(checkoutPayments)
        .where(and(eq(checkoutPayments.orderId, row.id), eq(checkoutPayments.transactionHash, hash)));
      if (!paid) return "unpaid" as const;
      // Paid in part: the order waits for the rest as `processing`; paid in full it is already settled.
      const reported =
        row.state === "new"
          ? await applyOrderEvent(tx, this.options.transitions, row, { type: "customerReported" }, details)
          : null;
      if (!reported && !row.transactionHash) {
        await tx.update(checkoutOrders).set(details).where(eq(checkoutOrders.id, row.id));
      }
      return "paid" as const;
    });
    if (outcome === "unpaid") {
      throw new AppError(
        ErrorCode.ValidationFailed,
        "This transaction does not pay this order: the ledger shows no payment from it to the order's address.",
      );
    }
    await this.options.watcher.kick(found.row.receivingAddress);
    const order = await this.current(memo);
    return { data: order, message: REPORT_MESSAGES[order.state] };
  }

  /** The refusal of a transaction whose every payment to the order is in a coin without a trusted price. */
  private async conversionRefusal(payments: LedgerPayment[], row: OrderRow): Promise<string | undefined> {
    const own = payments
      .map(orderPaymentOf)
      .filter((payment) => payment?.muxedId === row.muxedId && payment.to === row.receivingAddress);
    let refusal: string | undefined;
    for (const payment of own) {
      if (!payment) continue;
      const refused = await this.options.recorder.conversionRefusal(payment.asset, row.asset);
      if (!refused) return undefined;
      refusal ??= refused;
    }
    return refusal;
  }

  private async current(memo: string): Promise<TCheckoutOrder> {
    const found = await orderByMemo(this.options.db, memo);
    if (!found) throw new AppError(ErrorCode.NotFound, "No order with this reference.");
    const escrow = await escrowViewOf(this.options.db, found.row.id);
    return toCheckoutOrder(found.row, found.merchantName, found.merchantStatus === "active", escrow);
  }

  /** The payments of a transaction as Horizon has them, or none while it does not know the transaction yet. */
  private async transactionPayments(hash: string): Promise<LedgerPayment[]> {
    try {
      const page = await this.options.horizon.payments().forTransaction(hash).limit(200).call();
      return page.records as unknown as LedgerPayment[];
    } catch (error) {
      if (isNotFound(error)) return [];
      throw new AppError(ErrorCode.Unavailable, "The ledger could not be reached; try again.");
    }
  }
}

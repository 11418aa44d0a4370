import type { TNewNotification, TWebhookEvent } from "@sextant/core";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { checkoutOrders, merchants } from "../../db/schema";
import type { JobQueue } from "../jobs/job-queue";
import { amountText } from "./order-records";

export const NOTICE_JOB = "checkout.merchant-notice";
const ZNoticeJob = z.object({ orderId: z.string().uuid(), event: z.string().max(40) });

/** The events a merchant hears about in the bell as well as by webhook. */
const NOTIFIED: ReadonlySet<string> = new Set([
  "order.settled",
  "order.payment_received",
  "order.released",
  "order.refunded",
]);

/**
 * In-app notifications to the merchant (the notification bell): an order paid, and a payment that arrived late or
 * on top of a paid order. Sent as a job from inside the transaction that changed the order, so it exists only if
 * that transaction commits and the notification is emitted after it.
 */
export class MerchantNotices {
  constructor(
    private readonly options: {
      db: Database;
      jobs: JobQueue;
      notify: (notification: TNewNotification) => Promise<unknown>;
    },
  ) {}

  defineJobs(): void {
    this.options.jobs.define(NOTICE_JOB, ZNoticeJob, ({ orderId, event }) => this.send(orderId, event), {
      retryLimit: 3,
    });
  }

  async enqueue(tx: Database, orderId: string, event: TWebhookEvent): Promise<void> {
    if (NOTIFIED.has(event)) await this.options.jobs.send(NOTICE_JOB, { orderId, event }, { tx });
  }

  private async send(orderId: string, event: string): Promise<void> {
    const [found] = await this.options.db
      .select({ order: checkoutOrders, account: merchants.account })
      .from(checkoutOrders)
      .innerJoin(merchants, eq(merchants.id, checkoutOrders.merchantId))
      .where(eq(checkoutOrders.id, orderId));
    if (!found) return;
    const { order } = found;
    const code = order.asset.split(":")[0] ?? order.asset;
    const received = `${amountText(order.amountReceived)} ${code} of ${amountText(order.payableAmount)}`;
    let title: string;
    if (event === "order.settled") title = `Order ${order.orderNumber} is paid`;
    else if (event === "order.released") title = `Order ${order.orderNumber}: escrow released to you`;
    else if (event === "order.refunded") title = `Order ${order.orderNumber}: escrow refunded`;
    else if (order.state === "held") title = `Order ${order.orderNumber} is paid into escrow`;
    else if (order.exception === "paidLate") title = `Late payment for order ${order.orderNumber}`;
    else if (order.exception === "paidOver") title = `Extra payment for order ${order.orderNumber}`;
    else return;
    await this.options.notify({
      account: found.account,
      title,
      text: `Received ${received}.`,
      path: "/merchant",
      objectId: order.id,
    });
  }
}

import {
  ErrorCode,
  nextOrderStatus,
  type TOrderEvent,
  type TOrderException,
  type TOrderState,
  type TWebhookEvent,
} from "@sextant/core";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { checkoutOrders, checkoutPayments, merchants } from "../../db/schema";
import { AppError } from "../../errors";
import { escrowViewOf } from "./escrow-view";
import { type OrderRow, toMerchantOrder } from "./order-records";
import type { WebhookDispatcher } from "./webhooks";

export interface TransitionContext {
  webhooks: WebhookDispatcher;
  origin: string;
  /** Bell notifications to the merchant, enqueued in the same transaction. */
  notices?: { enqueue(tx: Database, orderId: string, event: TWebhookEvent): Promise<void> };
}

/** The webhook events a change from `before` to `after` announces (a recorded payment adds payment_received). */
export function eventsOf(before: TOrderState, after: TOrderState, payment: boolean): TWebhookEvent[] {
  const events: TWebhookEvent[] = payment ? ["order.payment_received"] : [];
  if (before !== after) {
    if (after === "settled") events.push("order.settled");
    if (after === "expired") events.push("order.expired");
    if (after === "invalid") events.push("order.invalid");
    if (after === "cancelled") events.push("order.cancelled");
    // Escrow mode: the payment reached the order's escrow account, then left it by exactly one outcome.
    if (after === "held" && !payment) events.push("order.payment_received");
    if (after === "released") events.push("order.released");
    if (after === "refunded") events.push("order.refunded");
  }
  return events;
}

/** Announces `events` of the order as it now stands, inside the transaction that changed it. */
export async function announce(
  tx: Database,
  context: TransitionContext,
  row: OrderRow,
  events: TWebhookEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const payments = await tx
    .select()
    .from(checkoutPayments)
    .where(eq(checkoutPayments.orderId, row.id))
    .orderBy(asc(checkoutPayments.closedAt));
  const order = toMerchantOrder(row, payments, context.origin, await escrowViewOf(tx, row.id));
  for (const event of events) {
    await context.webhooks.enqueue(tx, order, row.merchantId, event);
    await context.notices?.enqueue(tx, row.id, event);
  }
}

/**
 * Applies `event` to the order through the pure state machine and a conditional update (`WHERE state = expected
 * AND amount_received = expected`), then enqueues the webhooks in the same transaction. Answers the updated row,
 * or null when the state machine refuses the event; a concurrent change is a 409 (the caller's job retries).
 */
export async function applyOrderEvent(
  tx: Database,
  context: TransitionContext,
  row: OrderRow,
  event: TOrderEvent,
  changes: Partial<typeof checkoutOrders.$inferInsert> = {},
): Promise<OrderRow | null> {
  const result = nextOrderStatus(
    { state: row.state as TOrderState, exception: row.exception as TOrderException },
    event,
  );
  if (!result.ok) return null;
  const { state, exception } = result.next;
  const [updated] = await tx
    .update(checkoutOrders)
    .set({
      ...changes,
      state,
      exception,
      updatedAt: new Date(),
      ...(state === "settled" && row.state !== "settled" ? { settledAt: new Date() } : {}),
    })
    .where(
      and(
        eq(checkoutOrders.id, row.id),
        eq(checkoutOrders.state, row.state),
        eq(checkoutOrders.amountReceived, row.amountReceived),
      ),
    )
    .returning();
  if (!updated) throw new AppError(ErrorCode.Conflict, "The order changed at the same time; try again.");
  await announce(
    tx,
    context,
    updated,
    eventsOf(row.state as TOrderState, state, event.type === "paymentRecorded"),
  );
  return updated;
}

/** The order and its merchant's name, by checkout reference. */
export async function orderByMemo(
  db: Database,
  memo: string,
): Promise<{ row: OrderRow; merchantName: string; merchantStatus: string } | undefined> {
  const [found] = await db
    .select({ row: checkoutOrders, merchantName: merchants.name, merchantStatus: merchants.status })
    .from(checkoutOrders)
    .innerJoin(merchants, eq(merchants.id, checkoutOrders.merchantId))
    .where(eq(checkoutOrders.memo, memo));
  return found;
}

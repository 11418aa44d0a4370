import { createHash } from "node:crypto";
import {
  ErrorCode,
  isAssetId,
  ORDER_MONITORING_MINUTES,
  type TCreateOrderRequest,
  type TMerchantOrder,
  type TOrderList,
  type TOrderState,
  toStroops,
  ZCreateOrderRequest,
} from "@sextant/core";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { assets, checkoutOrders, checkoutPayments } from "../../db/schema";
import { AppError } from "../../errors";
import type { JobQueue } from "../jobs/job-queue";
import { isUniqueViolation } from "../trade-fees/trade-fee-records";
import { escrowViews } from "./escrow-view";
import type { MerchantRow } from "./merchants";
import { newCheckoutMemo, type OrderRow, toMerchantOrder } from "./order-records";
import { announce, applyOrderEvent, type TransitionContext } from "./order-transitions";
import type { PaymentWatcher } from "./payment-watcher";

export const EXPIRE_JOB = "checkout.expire";
export const MONITORING_END_JOB = "checkout.monitoring-end";
const ZOrderJob = z.object({ orderId: z.string().uuid() });

/** A stable fingerprint of a create request, to tell a retry (same body) from a different order (409). */
function requestHash(body: z.output<typeof ZCreateOrderRequest>): string {
  const canonical = JSON.stringify(body, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : value,
  );
  return createHash("sha256").update(canonical).digest("hex");
}

/** Orders of the merchant API and console: create (idempotent), read, list, cancel; expiry and monitoring timers. */
export class CheckoutOrders {
  constructor(
    private readonly options: {
      db: Database;
      jobs: JobQueue;
      watcher: PaymentWatcher;
      transitions: TransitionContext;
      /** Escrow mode: before an order expires, a funding that applied but was never confirmed holds it. */
      beforeExpiry?: (orderId: string) => Promise<void>;
    },
  ) {}

  defineJobs(): void {
    const { jobs } = this.options;
    jobs.define(EXPIRE_JOB, ZOrderJob, ({ orderId }) => this.onTimer(orderId, "expired"), { retryLimit: 5 });
    jobs.define(MONITORING_END_JOB, ZOrderJob, ({ orderId }) => this.onTimer(orderId, "monitoringEnded"), {
      retryLimit: 5,
    });
  }

  private async onTimer(orderId: string, type: "expired" | "monitoringEnded"): Promise<void> {
    if (type === "expired") await this.options.beforeExpiry?.(orderId);
    await this.options.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(checkoutOrders)
        .where(eq(checkoutOrders.id, orderId))
        .for("update");
      // Already past this point (paid, cancelled…): the state machine refuses and nothing changes.
      if (row) await applyOrderEvent(tx, this.options.transitions, row, { type });
    });
  }

  async withPayments(rows: OrderRow[]): Promise<TMerchantOrder[]> {
    const payments =
      rows.length === 0
        ? []
        : await this.options.db
            .select()
            .from(checkoutPayments)
            .where(
              inArray(
                checkoutPayments.orderId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(checkoutPayments.closedAt));
    const escrows = await escrowViews(
      this.options.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      toMerchantOrder(
        row,
        payments.filter((payment) => payment.orderId === row.id),
        this.options.transitions.origin,
        escrows.get(row.id) ?? null,
      ),
    );
  }

  /**
   * Creates an order for the merchant. With an idempotency key, the same key and body answer the order created
   * first (`created: false`); the same key with another body is a 409.
   */
  async create(
    merchant: MerchantRow,
    input: TCreateOrderRequest,
    idempotencyKey: string | undefined,
  ): Promise<{ order: TMerchantOrder; created: boolean }> {
    const body = ZCreateOrderRequest.parse(input);
    if (!isAssetId(body.asset))
      throw new AppError(ErrorCode.ValidationFailed, "Assets are XLM or CODE:ISSUER");
    const asset = body.asset === "native" ? "XLM" : body.asset;
    await this.assertListed(asset);
    const hash = requestHash({ ...body, asset });
    if (idempotencyKey) {
      const existing = await this.byIdempotencyKey(merchant.id, idempotencyKey);
      if (existing) return this.replay(existing, hash);
    }
    await this.options.watcher.ensureCursor(merchant.receivingAddress);
    const expiresAt = new Date(Date.now() + body.expiresInMinutes * 60_000);
    const monitoringUntil = new Date(expiresAt.getTime() + ORDER_MONITORING_MINUTES * 60_000);
    try {
      const row = await this.options.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(checkoutOrders)
          .values({
            memo: newCheckoutMemo(),
            merchantId: merchant.id,
            receivingAddress: merchant.receivingAddress,
            orderNumber: body.orderNumber,
            service: body.service,
            description: body.description,
            asset,
            payableAmount: body.payableAmount,
            paymentType: body.paymentType,
            metadata: body.metadata,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hash,
            expiresAt,
            monitoringUntil,
          })
          .returning();
        if (!inserted) throw new Error("order insert returned no row");
        const { jobs } = this.options;
        await jobs.send(EXPIRE_JOB, { orderId: inserted.id }, { tx, startAfter: expiresAt });
        await jobs.send(MONITORING_END_JOB, { orderId: inserted.id }, { tx, startAfter: monitoringUntil });
        await announce(tx, this.options.transitions, inserted, ["order.created"]);
        return inserted;
      });
      await this.options.watcher.kick(merchant.receivingAddress);
      const [order] = await this.withPayments([row]);
      if (!order) throw new Error("order vanished");
      return { order, created: true };
    } catch (error) {
      // Two requests with one key at once: the loser answers the winner's order.
      if (idempotencyKey && isUniqueViolation(error)) {
        const existing = await this.byIdempotencyKey(merchant.id, idempotencyKey);
        if (existing) return this.replay(existing, hash);
      }
      throw error;
    }
  }

  /** The checkout screen offers the catalogue's coins and converts with their rates: an order is priced in one. */
  private async assertListed(asset: string): Promise<void> {
    const [code = "", issuer = ""] = asset === "XLM" ? ["XLM", ""] : asset.split(":");
    const [listed] = await this.options.db
      .select({ code: assets.code })
      .from(assets)
      .where(and(eq(assets.code, code), eq(assets.issuer, issuer)));
    if (!listed) {
      throw new AppError(
        ErrorCode.ValidationFailed,
        `${code} is not a listed asset: price orders in XLM or an asset of the catalogue (GET /api/coins/getAssets).`,
      );
    }
  }

  private async byIdempotencyKey(merchantId: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await this.options.db
      .select()
      .from(checkoutOrders)
      .where(and(eq(checkoutOrders.merchantId, merchantId), eq(checkoutOrders.idempotencyKey, key)));
    return row;
  }

  private async replay(row: OrderRow, hash: string): Promise<{ order: TMerchantOrder; created: boolean }> {
    if (row.requestHash !== hash) {
      throw new AppError(ErrorCode.Conflict, "This Idempotency-Key was already used with a different order.");
    }
    const [order] = await this.withPayments([row]);
    if (!order) throw new Error("order vanished");
    return { order, created: false };
  }

  /** One of the merchant's orders; another merchant's order is a 404 like a missing one. */
  async get(merchantId: string, id: string): Promise<TMerchantOrder> {
    const [row] = await this.options.db
      .select()
      .from(checkoutOrders)
      .where(and(eq(checkoutOrders.id, id), eq(checkoutOrders.merchantId, merchantId)));
    if (!row) throw new AppError(ErrorCode.NotFound, "No order with this id.");
    const [order] = await this.withPayments([row]);
    if (!order) throw new Error("order vanished");
    return order;
  }

  async list(
    merchantId: string,
    query: { state?: TOrderState; limit: number; offset: number },
  ): Promise<TOrderList> {
    const where = query.state
      ? and(eq(checkoutOrders.merchantId, merchantId), eq(checkoutOrders.state, query.state))
      : eq(checkoutOrders.merchantId, merchantId);
    const rows = await this.options.db
      .select()
      .from(checkoutOrders)
      .where(where)
      .orderBy(desc(checkoutOrders.createdAt), desc(checkoutOrders.muxedId))
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await this.options.db.select({ value: count() }).from(checkoutOrders).where(where);
    return { orders: await this.withPayments(rows), total: total?.value ?? 0 };
  }

  /** The merchant cancels an unpaid order (a held escrow order is refunded instead: `CheckoutEscrow.decide`). */
  async cancel(merchantId: string, id: string): Promise<TMerchantOrder> {
    await this.options.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(checkoutOrders)
        .where(and(eq(checkoutOrders.id, id), eq(checkoutOrders.merchantId, merchantId)))
        .for("update");
      if (!row) throw new AppError(ErrorCode.NotFound, "No order with this id.");
      const received = toStroops(row.amountReceived);
      const updated = await applyOrderEvent(tx, this.options.transitions, row, {
        type: "cancelled",
        received,
      });
      if (!updated) {
        throw new AppError(
          ErrorCode.Conflict,
          received > 0n
            ? "A payment was already received for this order; it can no longer be cancelled."
            : `The order is ${row.state} and can no longer be cancelled.`,
        );
      }
    });
    return this.get(merchantId, id);
  }
}

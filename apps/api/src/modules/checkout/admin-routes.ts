import {
  ErrorCode,
  ZAdminEscrowOrder,
  ZAdminEscrowRulingRequest,
  ZAdminMerchant,
  ZAdminMerchantStatusRequest,
  ZApiError,
  ZIdParams,
  ZMerchant,
  ZOrderIdParams,
} from "@sextant/core";
import { count, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { checkoutOrders, merchants } from "../../db/schema";
import { AppError } from "../../errors";
import type { CheckoutEscrow } from "./checkout-escrow";
import { toMerchant } from "./merchants";
import type { CheckoutOrders } from "./orders";

/** `/api/admin/merchants`: every merchant with its order counts; suspend and reactivate (admin role checked first). */
export const adminMerchantRoutes: FastifyPluginAsyncZod<{
  orders: CheckoutOrders;
  escrow: CheckoutEscrow;
}> = async (app, { orders, escrow }) => {
  const db = app.database.db;
  const tags = ["admin"];
  const security = [{ bearerAuth: [] }];

  app.get(
    "/merchants",
    {
      schema: {
        tags,
        security,
        summary: "Merchants and their orders",
        response: { 200: z.array(ZAdminMerchant), 401: ZApiError, 403: ZApiError },
      },
    },
    async () => {
      const rows = await db
        .select({
          merchant: merchants,
          orders: count(checkoutOrders.id),
          settled: sql<number>`count(*) filter (where ${checkoutOrders.state} = 'settled')`.mapWith(Number),
        })
        .from(merchants)
        .leftJoin(checkoutOrders, eq(checkoutOrders.merchantId, merchants.id))
        .groupBy(merchants.id)
        .orderBy(desc(merchants.createdAt));
      return rows.map((row) => ({ ...toMerchant(row.merchant), orders: row.orders, settled: row.settled }));
    },
  );

  app.patch(
    "/merchants/:id",
    {
      schema: {
        tags,
        security,
        summary: "Suspend a merchant (its keys stop working, its orders can't be paid) or reactivate it",
        params: ZIdParams,
        body: ZAdminMerchantStatusRequest,
        response: { 200: ZMerchant, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const [row] = await db
        .update(merchants)
        .set({ status: request.body.status, updatedAt: new Date() })
        .where(eq(merchants.id, request.params.id))
        .returning();
      if (!row) throw new AppError(ErrorCode.NotFound, "No merchant with this id.");
      return toMerchant(row);
    },
  );

  app.get(
    "/merchants/escrow-orders",
    {
      schema: {
        tags,
        security,
        summary: "Escrow orders still held (paid into escrow, neither released nor refunded), oldest first",
        response: { 200: z.array(ZAdminEscrowOrder), 401: ZApiError, 403: ZApiError },
      },
    },
    async () => {
      const rows = await db
        .select({ order: checkoutOrders, merchantName: merchants.name })
        .from(checkoutOrders)
        .innerJoin(merchants, eq(merchants.id, checkoutOrders.merchantId))
        .where(eq(checkoutOrders.state, "held"))
        .orderBy(checkoutOrders.updatedAt)
        .limit(200);
      const views = await orders.withPayments(rows.map((row) => row.order));
      return views.map((order, index) => ({ ...order, merchantName: rows[index]?.merchantName ?? "" }));
    },
  );

  app.post(
    "/merchants/escrow-orders/:id/ruling",
    {
      schema: {
        tags,
        security,
        summary:
          "Rule on a held escrow order: release it to the merchant (needs the merchant's signed release) or refund the customer",
        params: ZOrderIdParams,
        body: ZAdminEscrowRulingRequest,
        response: {
          200: ZAdminEscrowOrder,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      await escrow.rule(request.params.id, request.body.outcome, request.account ?? "admin");
      const [row] = await db
        .select({ order: checkoutOrders, merchantName: merchants.name })
        .from(checkoutOrders)
        .innerJoin(merchants, eq(merchants.id, checkoutOrders.merchantId))
        .where(eq(checkoutOrders.id, request.params.id));
      if (!row) throw new AppError(ErrorCode.NotFound, "No order with this id.");
      const [order] = await orders.withPayments([row.order]);
      if (!order) throw new AppError(ErrorCode.NotFound, "No order with this id.");
      return { ...order, merchantName: row.merchantName };
    },
  );
};

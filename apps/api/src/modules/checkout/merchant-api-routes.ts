import {
  ZApiError,
  ZCreateOrderRequest,
  ZMerchantOrder,
  ZOrderIdParams,
  ZOrderList,
  ZOrderListQuery,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticateApiKey } from "./api-keys";
import type { CheckoutEscrow } from "./checkout-escrow";
import type { CheckoutOrders } from "./orders";

// The bearer scheme of the OpenAPI document, here carrying a merchant API key (sxk_…) instead of a SEP-10 token.
const security = [{ bearerAuth: [] }];
const keyNeeded = (scope: string) =>
  `Authorization: Bearer sxk_… — a merchant API key with the ${scope} scope (created in the merchant console). A key sees only its own merchant's orders; another merchant's order is a 404.`;
const ZIdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\x21-\x7e]+$/, "Idempotency keys are printable ASCII without spaces")
    .optional(),
});

/**
 * The merchant API (`/api/merchant/v1`), authenticated by API key (`Authorization: Bearer sxk_…`): a key sees
 * and changes only its own merchant's orders, within its scopes.
 */
export const merchantApiRoutes: FastifyPluginAsyncZod<{
  orders: CheckoutOrders;
  escrow: CheckoutEscrow;
}> = async (app, { orders, escrow }) => {
  const db = app.database.db;
  // The key is checked before anything of the request is validated, so a caller without one learns nothing of the
  // routes' fields; each route then checks its scope.
  app.addHook("onRequest", async (request) => {
    await authenticateApiKey(db, request, undefined);
  });

  app.post(
    "/orders",
    {
      schema: {
        tags: ["merchant API"],
        summary:
          "Create a checkout order (repeat with the same Idempotency-Key and body to get the same order)",
        description: keyNeeded("orders:write"),
        security,
        headers: ZIdempotencyHeaders,
        body: ZCreateOrderRequest,
        response: {
          200: ZMerchantOrder,
          201: ZMerchantOrder,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request, reply) => {
      const merchant = await authenticateApiKey(db, request, "orders:write");
      const result = await orders.create(merchant, request.body, request.headers["idempotency-key"]);
      return reply.code(result.created ? 201 : 200).send(result.order);
    },
  );

  app.get(
    "/orders",
    {
      schema: {
        tags: ["merchant API"],
        summary: "The merchant's orders, newest first",
        description: keyNeeded("orders:read"),
        security,
        querystring: ZOrderListQuery,
        response: { 200: ZOrderList, 400: ZApiError, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      const merchant = await authenticateApiKey(db, request, "orders:read");
      return orders.list(merchant.id, request.query);
    },
  );

  app.get(
    "/orders/:id",
    {
      schema: {
        tags: ["merchant API"],
        summary: "One order with the payments recorded for it",
        description: keyNeeded("orders:read"),
        security,
        params: ZOrderIdParams,
        response: { 200: ZMerchantOrder, 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const merchant = await authenticateApiKey(db, request, "orders:read");
      return orders.get(merchant.id, request.params.id);
    },
  );

  app.post(
    "/orders/:id/cancel",
    {
      schema: {
        tags: ["merchant API"],
        summary: "Cancel an order nothing was paid for yet",
        description: keyNeeded("orders:write"),
        security,
        params: ZOrderIdParams,
        response: {
          200: ZMerchantOrder,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      const merchant = await authenticateApiKey(db, request, "orders:write");
      return orders.cancel(merchant.id, request.params.id);
    },
  );

  app.post(
    "/orders/:id/refund",
    {
      schema: {
        tags: ["merchant API"],
        summary: "Refund an escrow order: the payment held in its escrow account goes back to the customer",
        description: `${keyNeeded("orders:write")} Only a held order (paid into escrow, not yet released) can be refunded; a second refund or a refund after the release is a 409 and moves nothing.`,
        security,
        params: ZOrderIdParams,
        response: {
          200: ZMerchantOrder,
          400: ZApiError,
          401: ZApiError,
          403: ZApiError,
          404: ZApiError,
          409: ZApiError,
        },
      },
    },
    async (request) => {
      const merchant = await authenticateApiKey(db, request, "orders:write");
      await escrow.refund(merchant, request.params.id);
      return orders.get(merchant.id, request.params.id);
    },
  );
};

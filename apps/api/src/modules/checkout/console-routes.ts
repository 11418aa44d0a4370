import {
  CHECKOUT_ESCROW_MESSAGES,
  ZApiError,
  ZApiKey,
  ZCheckoutReleaseToSign,
  ZCreateApiKeyRequest,
  ZCreatedApiKey,
  ZCreatedWebhook,
  ZCreateWebhookRequest,
  ZEscrowSignatureRequest,
  ZIdParams,
  ZMerchant,
  ZMerchantOrder,
  ZMerchantProfileRequest,
  ZOrderList,
  ZOrderListQuery,
  ZWebhookDelivery,
  ZWebhookEndpoint,
} from "@sextant/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys";
import type { CheckoutEscrow } from "./checkout-escrow";
import { findMerchantByAccount, requireMerchant, saveMerchantProfile, toMerchant } from "./merchants";
import type { CheckoutOrders } from "./orders";
import type { WebhookDispatcher } from "./webhooks";

const tags = ["merchant console"];
const security = [{ bearerAuth: [] }];
const denials = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError };

/**
 * The merchant console's API (`/api/merchant/...`), for the signed-in account (SEP-10): its merchant profile,
 * API keys, webhook endpoints with their delivery logs, and orders. Every object is looked up within the caller's
 * own merchant, so another merchant's key, endpoint, delivery or order is a 404.
 */
export const merchantConsoleRoutes: FastifyPluginAsyncZod<{
  orders: CheckoutOrders;
  webhooks: WebhookDispatcher;
  escrow: CheckoutEscrow;
}> = async (app, { orders, webhooks, escrow }) => {
  const db = app.database.db;
  const own = (account: string | undefined) => requireMerchant(db, account);
  // Sign-in first, before the body is validated: a stranger learns nothing about the shape of a request.
  app.addHook("onRequest", app.authenticate);

  app.get(
    "/profile",
    {
      schema: {
        tags,
        security,
        summary: "The caller's merchant, or null",
        response: { 200: ZMerchant.nullable(), ...denials },
      },
    },
    async (request) => {
      const row = await findMerchantByAccount(db, request.account ?? "");
      return row ? toMerchant(row) : null;
    },
  );

  app.put(
    "/profile",
    {
      schema: {
        tags,
        security,
        summary: "Become a merchant, or change the shop name and receiving address",
        body: ZMerchantProfileRequest,
        response: { 200: ZMerchant, ...denials },
      },
    },
    async (request) => toMerchant(await saveMerchantProfile(db, request.account ?? "", request.body)),
  );

  app.get(
    "/api-keys",
    {
      schema: {
        tags,
        security,
        summary: "The merchant's API keys (never the keys themselves)",
        response: { 200: z.array(ZApiKey), ...denials },
      },
    },
    async (request) => listApiKeys(db, (await own(request.account)).id),
  );

  app.post(
    "/api-keys",
    {
      schema: {
        tags,
        security,
        summary: "Create an API key; the key is in this answer only",
        body: ZCreateApiKeyRequest,
        response: { 200: ZCreatedApiKey, ...denials },
      },
    },
    async (request) =>
      createApiKey(db, (await own(request.account)).id, request.body.label, request.body.scopes),
  );

  app.delete(
    "/api-keys/:id",
    {
      schema: {
        tags,
        security,
        summary: "Revoke an API key",
        params: ZIdParams,
        response: { 200: ZApiKey, ...denials },
      },
    },
    async (request) => revokeApiKey(db, (await own(request.account)).id, request.params.id),
  );

  app.get(
    "/webhooks",
    {
      schema: {
        tags,
        security,
        summary: "The merchant's webhook endpoints",
        response: { 200: z.array(ZWebhookEndpoint), ...denials },
      },
    },
    async (request) => webhooks.listEndpoints((await own(request.account)).id),
  );

  app.post(
    "/webhooks",
    {
      schema: {
        tags,
        security,
        summary: "Add a webhook endpoint; its signing secret is in this answer only",
        body: ZCreateWebhookRequest,
        response: { 200: ZCreatedWebhook, ...denials },
      },
    },
    async (request) =>
      webhooks.createEndpoint((await own(request.account)).id, request.body.url, request.body.events),
  );

  app.delete(
    "/webhooks/:id",
    {
      schema: {
        tags,
        security,
        summary: "Remove a webhook endpoint",
        params: ZIdParams,
        response: { 200: ZWebhookEndpoint, ...denials },
      },
    },
    async (request) => webhooks.disableEndpoint((await own(request.account)).id, request.params.id),
  );

  app.get(
    "/webhooks/:id/deliveries",
    {
      schema: {
        tags,
        security,
        summary: "The endpoint's delivery log: every event, every attempt and the receiver's answer",
        params: ZIdParams,
        response: { 200: z.array(ZWebhookDelivery), ...denials },
      },
    },
    async (request) => webhooks.deliveries((await own(request.account)).id, request.params.id),
  );

  app.post(
    "/deliveries/:id/redeliver",
    {
      schema: {
        tags,
        security,
        summary: "Send a delivery again now (same delivery id and body, signed afresh)",
        params: ZIdParams,
        response: { 202: z.object({ queued: z.literal(true) }), ...denials },
      },
    },
    async (request, reply) => {
      await webhooks.redeliver((await own(request.account)).id, request.params.id);
      return reply.code(202).send({ queued: true });
    },
  );

  app.get(
    "/orders",
    {
      schema: {
        tags,
        security,
        summary: "The merchant's orders",
        querystring: ZOrderListQuery,
        response: { 200: ZOrderList, ...denials },
      },
    },
    async (request) => orders.list((await own(request.account)).id, request.query),
  );

  app.post(
    "/orders/:id/cancel",
    {
      schema: {
        tags,
        security,
        summary: "Cancel an order nothing was paid for yet",
        params: ZIdParams,
        response: { 200: ZMerchantOrder, ...denials, 409: ZApiError },
      },
    },
    async (request) => orders.cancel((await own(request.account)).id, request.params.id),
  );

  app.get(
    "/orders/:id/escrow/release",
    {
      schema: {
        tags,
        security,
        summary: "Escrow mode: the release of a held order, for the receiving address to sign when it ships",
        params: ZIdParams,
        response: { 200: ZCheckoutReleaseToSign, ...denials, 409: ZApiError },
      },
    },
    async (request) => escrow.releaseToSign(await own(request.account), request.params.id),
  );

  app.post(
    "/orders/:id/escrow/release-signature",
    {
      schema: {
        tags,
        security,
        summary:
          "Escrow mode: the receiving address's signature of the release (then the customer can confirm)",
        params: ZIdParams,
        body: ZEscrowSignatureRequest,
        response: { 200: ZMerchantOrder, ...denials, 409: ZApiError },
      },
    },
    async (request) => {
      const merchant = await own(request.account);
      await escrow.releaseSignature(merchant, request.params.id, request.body.signature);
      return orders.get(merchant.id, request.params.id);
    },
  );

  app.post(
    "/orders/:id/refund",
    {
      schema: {
        tags,
        security,
        summary: "Escrow mode: refund a held order to the customer",
        description: CHECKOUT_ESCROW_MESSAGES.refunded,
        params: ZIdParams,
        response: { 200: ZMerchantOrder, ...denials, 409: ZApiError },
      },
    },
    async (request) => {
      const merchant = await own(request.account);
      await escrow.refund(merchant, request.params.id);
      return orders.get(merchant.id, request.params.id);
    },
  );
};

import {
  type TApiKey,
  type TMerchant,
  type TWebhookEndpoint,
  ZApiKey,
  ZCheckoutReleaseToSign,
  ZCreatedApiKey,
  ZCreatedWebhook,
  ZMerchant,
  ZMerchantOrder,
  ZOrderList,
  ZWebhookDelivery,
  ZWebhookEndpoint,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** The merchant console's calls (`/api/merchant/...`), all with the session's SEP-10 token. */
export const merchantApi = {
  profile: (): Promise<TMerchant | null> =>
    apiRequest("/merchant/profile", { auth: true, schema: ZMerchant.nullable() }),
  saveProfile: (body: { name: string; receivingAddress: string }) =>
    apiRequest("/merchant/profile", { method: "PUT", body, auth: true, schema: ZMerchant }),
  apiKeys: (): Promise<TApiKey[]> =>
    apiRequest("/merchant/api-keys", { auth: true, schema: ZApiKey.array() }),
  createApiKey: (body: { label: string; scopes: Array<"orders:read" | "orders:write"> }) =>
    apiRequest("/merchant/api-keys", { method: "POST", body, auth: true, schema: ZCreatedApiKey }),
  revokeApiKey: (id: string) =>
    apiRequest(`/merchant/api-keys/${id}`, { method: "DELETE", auth: true, schema: ZApiKey }),
  webhooks: (): Promise<TWebhookEndpoint[]> =>
    apiRequest("/merchant/webhooks", { auth: true, schema: ZWebhookEndpoint.array() }),
  createWebhook: (body: { url: string; events: string[] }) =>
    apiRequest("/merchant/webhooks", { method: "POST", body, auth: true, schema: ZCreatedWebhook }),
  removeWebhook: (id: string) =>
    apiRequest(`/merchant/webhooks/${id}`, { method: "DELETE", auth: true, schema: ZWebhookEndpoint }),
  deliveries: (webhookId: string) =>
    apiRequest(`/merchant/webhooks/${webhookId}/deliveries`, {
      auth: true,
      schema: ZWebhookDelivery.array(),
    }),
  redeliver: (deliveryId: string) =>
    apiRequest(`/merchant/deliveries/${deliveryId}/redeliver`, { method: "POST", auth: true }),
  orders: (offset: number) =>
    apiRequest("/merchant/orders", { auth: true, query: { limit: 20, offset }, schema: ZOrderList }),
  cancelOrder: (id: string) =>
    apiRequest(`/merchant/orders/${id}/cancel`, { method: "POST", auth: true, schema: ZMerchantOrder }),
  /** Escrow mode: the release of a held order, for the receiving address to sign when it ships. */
  releaseToSign: (id: string) =>
    apiRequest(`/merchant/orders/${id}/escrow/release`, { auth: true, schema: ZCheckoutReleaseToSign }),
  releaseSignature: (id: string, signature: string) =>
    apiRequest(`/merchant/orders/${id}/escrow/release-signature`, {
      method: "POST",
      body: { signature },
      auth: true,
      schema: ZMerchantOrder,
    }),
  refundOrder: (id: string) =>
    apiRequest(`/merchant/orders/${id}/refund`, { method: "POST", auth: true, schema: ZMerchantOrder }),
};

import { z } from "zod";
import { text } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";
import { ZWebhookEvent } from "./checkout-order";

export const ZMerchant = z
  .object({
    id: z.string().uuid(),
    account: z.string().describe("The merchant's own account (SEP-10 sign-in)"),
    name: z.string(),
    receivingAddress: z.string().describe("Where customers' payments land, one muxed id per order"),
    status: z.enum(["active", "suspended"]),
    createdAt: z.string(),
  })
  .meta({ id: "Merchant" });
export type TMerchant = z.infer<typeof ZMerchant>;

/** PUT /api/merchant/profile — the signed-in account becomes (or updates) a merchant. */
export const ZMerchantProfileRequest = z.object({
  name: text(80, { min: 2, message: "A merchant name has at least 2 characters" }),
  receivingAddress: ZPublicKey,
});

export const API_KEY_SCOPES = ["orders:read", "orders:write"] as const;
export const ZApiKeyScope = z.enum(API_KEY_SCOPES);

export const ZApiKey = z
  .object({
    id: z.string().uuid(),
    label: z.string(),
    prefix: z.string().describe("The key's first characters, to recognise it"),
    scopes: z.array(ZApiKeyScope),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "MerchantApiKey" });
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZCreateApiKeyRequest = z.object({
  label: text(60, { min: 1 }),
  scopes: z.array(ZApiKeyScope).min(1, "Choose at least one scope").max(2),
});

/** The key itself appears in this answer only: the server keeps its hash. */
export const ZCreatedApiKey = z
  .object({ key: ZApiKey, secret: z.string() })
  .meta({ id: "MerchantCreatedApiKey" });

export const ZWebhookEndpoint = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    events: z.array(ZWebhookEvent),
    enabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "MerchantWebhook" });
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZCreateWebhookRequest = z.object({
  url: text(500, { min: 1 }).refine(
    (value) => /^https?:\/\//i.test(value),
    "Webhook URLs start with http(s)://",
  ),
  events: z.array(ZWebhookEvent).min(1, "Choose at least one event"),
});

/** The signing secret appears in this answer only. */
export const ZCreatedWebhook = z
  .object({ webhook: ZWebhookEndpoint, secret: z.string() })
  .meta({ id: "MerchantCreatedWebhook" });

export const ZWebhookAttempt = z.object({
  attempt: z.number().int(),
  manual: z.boolean(),
  startedAt: z.string(),
  statusCode: z.number().int().nullable(),
  responseBody: z.string(),
  error: z.string(),
  durationMs: z.number().int(),
});

export const ZWebhookDelivery = z
  .object({
    id: z.string().uuid().describe("The delivery id: the same in every attempt"),
    webhookId: z.string().uuid(),
    orderId: z.string().uuid(),
    event: ZWebhookEvent,
    status: z.enum(["pending", "delivered", "failed"]),
    attempts: z.array(ZWebhookAttempt),
    body: z.string(),
    createdAt: z.string(),
    nextAttemptAt: z.string().nullable(),
  })
  .meta({ id: "MerchantWebhookDelivery" });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZIdParams = z.object({ id: z.string().uuid() });

/** Admin: every merchant with its order counts. */
export const ZAdminMerchant = ZMerchant.extend({
  orders: z.number().int(),
  settled: z.number().int(),
}).meta({ id: "AdminMerchant" });
export const ZAdminMerchantStatusRequest = z.object({ status: z.enum(["active", "suspended"]) });

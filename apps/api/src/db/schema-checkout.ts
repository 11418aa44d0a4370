// Tables of the checkout module (re-exported by schema.ts).
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** A merchant: a signed-in account with a receiving address on the ledger (one muxed id per order on it). */
export const merchants = pgTable(
  "merchants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    account: text("account").notNull(),
    name: text("name").notNull(),
    receivingAddress: text("receiving_address").notNull(),
    /** active | suspended (by an admin: its API keys stop working, its orders can no longer be paid). */
    status: text("status").notNull().default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("merchants_account").on(t.account)],
);

/** Merchant API keys: only a SHA-256 of the key is kept; the key is shown once. */
export const merchantApiKeys = pgTable(
  "merchant_api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id").notNull(),
    label: text("label").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("merchant_api_keys_hash").on(t.keyHash),
    index("merchant_api_keys_merchant").on(t.merchantId),
  ],
);

/** Checkout orders (spec doc 1 §3 'Checkout order'); `state` changes only by conditional updates. */
export const checkoutOrders = pgTable(
  "checkout_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The muxed id of the order's address on the merchant's receiving account. */
    muxedId: bigint("muxed_id", { mode: "bigint" }).generatedAlwaysAsIdentity(),
    memo: text("memo").notNull(),
    merchantId: uuid("merchant_id").notNull(),
    receivingAddress: text("receiving_address").notNull(),
    orderNumber: text("order_number").notNull(),
    service: text("service").notNull(),
    description: text("description").notNull().default(""),
    /** `XLM` or `CODE:ISSUER`. */
    asset: text("asset").notNull(),
    payableAmount: numeric("payable_amount", { precision: 26, scale: 7 }).notNull(),
    amountReceived: numeric("amount_received", { precision: 26, scale: 7 }).notNull().default("0"),
    paymentType: text("payment_type").notNull(),
    state: text("state").notNull().default("new"),
    exception: text("exception").notNull().default("none"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    monitoringUntil: timestamp("monitoring_until", { withTimezone: true }).notNull(),
    customerPublicKey: text("customer_public_key"),
    transactionHash: text("transaction_hash"),
    paidIn: text("paid_in"),
    amountPayed: numeric("amount_payed", { precision: 26, scale: 7 }),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkout_orders_memo").on(t.memo),
    uniqueIndex("checkout_orders_muxed").on(t.muxedId),
    uniqueIndex("checkout_orders_idempotency").on(t.merchantId, t.idempotencyKey),
    index("checkout_orders_merchant").on(t.merchantId, t.createdAt),
    index("checkout_orders_watch").on(t.receivingAddress, t.monitoringUntil),
  ],
);

/** Every ledger payment to an order's address, once each (keyed by the Horizon operation id). */
export const checkoutPayments = pgTable(
  "checkout_payments",
  {
    operationId: text("operation_id").primaryKey(),
    orderId: uuid("order_id").notNull(),
    transactionHash: text("transaction_hash").notNull(),
    fromAccount: text("from_account").notNull(),
    asset: text("asset").notNull(),
    amount: numeric("amount", { precision: 26, scale: 7 }).notNull(),
    valueInOrderAsset: numeric("value_in_order_asset", { precision: 26, scale: 7 }).notNull(),
    late: boolean("late").notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkout_payments_order").on(t.orderId)],
);

/** How far the payment watcher has read each receiving account's payments (a Horizon paging token). */
export const checkoutWatchCursors = pgTable("checkout_watch_cursors", {
  receivingAddress: text("receiving_address").primaryKey(),
  cursor: text("cursor").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A merchant's webhook endpoints; the secret signs every delivery (HMAC-SHA256). It is stored sealed
 * (`sealed:v1:…`, AES-256-GCM under a key derived from the operator seed: checkout/webhook-secret-seal.ts).
 */
export const merchantWebhooks = pgTable(
  "merchant_webhooks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    merchantId: uuid("merchant_id").notNull(),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    events: jsonb("events").$type<string[]>().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("merchant_webhooks_merchant").on(t.merchantId)],
);

/** One event to one endpoint: its id is the delivery id, the same in every attempt; the body is signed as stored. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    webhookId: uuid("webhook_id").notNull(),
    merchantId: uuid("merchant_id").notNull(),
    orderId: uuid("order_id").notNull(),
    event: text("event").notNull(),
    body: text("body").notNull(),
    /** pending | delivered | failed */
    status: text("status").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_webhook").on(t.webhookId, t.createdAt)],
);

/** The delivery log: every attempt with what the receiver answered. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid("delivery_id").notNull(),
    attempt: integer("attempt").notNull(),
    manual: boolean("manual").notNull().default(false),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer("status_code"),
    responseBody: text("response_body").notNull().default(""),
    error: text("error").notNull().default(""),
    durationMs: integer("duration_ms").notNull().default(0),
  },
  (t) => [uniqueIndex("webhook_attempts_delivery").on(t.deliveryId, t.attempt)],
);

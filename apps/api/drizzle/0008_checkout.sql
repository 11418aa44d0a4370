CREATE TABLE "merchants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account" text NOT NULL,
	"name" text NOT NULL,
	"receiving_address" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_account" ON "merchants" USING btree ("account");
--> statement-breakpoint
CREATE TABLE "merchant_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"label" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_api_keys_hash" ON "merchant_api_keys" USING btree ("key_hash");
--> statement-breakpoint
CREATE INDEX "merchant_api_keys_merchant" ON "merchant_api_keys" USING btree ("merchant_id");
--> statement-breakpoint
CREATE TABLE "checkout_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"muxed_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "checkout_orders_muxed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"memo" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"receiving_address" text NOT NULL,
	"order_number" text NOT NULL,
	"service" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"asset" text NOT NULL,
	"payable_amount" numeric(26, 7) NOT NULL,
	"amount_received" numeric(26, 7) DEFAULT '0' NOT NULL,
	"payment_type" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"exception" text DEFAULT 'none' NOT NULL,
	"metadata" jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"monitoring_until" timestamp with time zone NOT NULL,
	"customer_public_key" text,
	"transaction_hash" text,
	"paid_in" text,
	"amount_payed" numeric(26, 7),
	"reported_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_memo" ON "checkout_orders" USING btree ("memo");
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_muxed" ON "checkout_orders" USING btree ("muxed_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_orders_idempotency" ON "checkout_orders" USING btree ("merchant_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "checkout_orders_merchant" ON "checkout_orders" USING btree ("merchant_id","created_at");
--> statement-breakpoint
CREATE INDEX "checkout_orders_watch" ON "checkout_orders" USING btree ("receiving_address","monitoring_until");
--> statement-breakpoint
CREATE TABLE "checkout_payments" (
	"operation_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"transaction_hash" text NOT NULL,
	"from_account" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(26, 7) NOT NULL,
	"value_in_order_asset" numeric(26, 7) NOT NULL,
	"late" boolean NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "checkout_payments_order" ON "checkout_payments" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "checkout_watch_cursors" (
	"receiving_address" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "merchant_webhooks_merchant" ON "merchant_webhooks" USING btree ("merchant_id");
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook" ON "webhook_deliveries" USING btree ("webhook_id","created_at");
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_code" integer,
	"response_body" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_attempts_delivery" ON "webhook_attempts" USING btree ("delivery_id","attempt");

CREATE TABLE "p2p_ads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "p2p_ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"asset_code" text NOT NULL,
	"asset_issuer" text DEFAULT '' NOT NULL,
	"account" text NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"available_amount" bigint NOT NULL,
	"total_amount" bigint NOT NULL,
	"min_qty" bigint NOT NULL,
	"max_qty" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"unit_price_max" bigint NOT NULL,
	"reference_price" bigint NOT NULL,
	"usd_price" bigint NOT NULL,
	"price_spread" numeric(10, 2) NOT NULL,
	"currency" text NOT NULL,
	"location" text NOT NULL,
	"time_frame" integer NOT NULL,
	"payment_method" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"bank_account_title" text DEFAULT '' NOT NULL,
	"payoneer_email" text DEFAULT '' NOT NULL,
	"skrill_email" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"is_company_kyc" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"usd_rate" numeric(30, 10) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "p2p_fee_levels" (
	"asset_code" text PRIMARY KEY NOT NULL,
	"price_spread_percent" numeric(10, 4) DEFAULT '0' NOT NULL,
	"buyer_fee_fixed" numeric(20, 7) DEFAULT '0' NOT NULL,
	"buyer_fee_percent" numeric(10, 4) DEFAULT '0' NOT NULL,
	"seller_fee_fixed" numeric(20, 7) DEFAULT '0' NOT NULL,
	"seller_fee_percent" numeric(10, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "p2p_ads_account_idempotency" ON "p2p_ads" USING btree ("account","idempotency_key");
--> statement-breakpoint
CREATE INDEX "p2p_ads_listed_by_location" ON "p2p_ads" USING btree ("asset_code","type","location","unit_price","id") WHERE "status" = 'Active' AND "available_amount" > 0 AND "available_amount" >= "min_qty";
--> statement-breakpoint
CREATE INDEX "p2p_ads_listed" ON "p2p_ads" USING btree ("asset_code","type","unit_price","id") WHERE "status" = 'Active' AND "available_amount" > 0 AND "available_amount" >= "min_qty";
--> statement-breakpoint
CREATE INDEX "p2p_ads_account" ON "p2p_ads" USING btree ("account","id");

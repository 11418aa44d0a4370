CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"code" text NOT NULL,
	"issuer" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"display_decimals" integer DEFAULT 7 NOT NULL,
	"display_color" text DEFAULT '#1c7ed6' NOT NULL,
	"coingecko_id" text DEFAULT '' NOT NULL,
	"reference_usd_price" numeric(30, 12) NOT NULL,
	"market_cap_usd" numeric(30, 2) DEFAULT '0' NOT NULL,
	"is_asset_anchored" boolean DEFAULT false NOT NULL,
	"is_sextant_anchor" boolean DEFAULT false NOT NULL,
	"is_erc20" boolean DEFAULT false NOT NULL,
	"is_trc20" boolean DEFAULT false NOT NULL,
	"manual_issued" boolean DEFAULT false NOT NULL,
	"distribution_public" text DEFAULT '' NOT NULL,
	"home_domain" text DEFAULT '' NOT NULL,
	"info_link" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"usd_rate" numeric(30, 10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "federation_names" (
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_levels" (
	"asset_code" text PRIMARY KEY NOT NULL,
	"swap_fee_fixed" numeric(20, 7) DEFAULT '0' NOT NULL,
	"swap_fee_percent" numeric(10, 4) DEFAULT '0' NOT NULL,
	"send_balance_fee_fixed" numeric(20, 7) DEFAULT '0' NOT NULL,
	"send_balance_fee_percent" numeric(10, 4) DEFAULT '0' NOT NULL,
	"exchange_seller_fee_fixed" numeric(20, 7) DEFAULT '0' NOT NULL,
	"exchange_seller_fee_percent" numeric(10, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registered_accounts" (
	"public_key" text PRIMARY KEY NOT NULL,
	"referral" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "assets_code_issuer" ON "assets" USING btree ("code","issuer");--> statement-breakpoint
CREATE UNIQUE INDEX "federation_name_domain" ON "federation_names" USING btree ("name","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "federation_account" ON "federation_names" USING btree ("account_id");
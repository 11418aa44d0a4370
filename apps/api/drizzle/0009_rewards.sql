CREATE TABLE "zakat_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"percentage" numeric(7, 4) NOT NULL,
	"zakat_address" text NOT NULL,
	"is_zakat_enabled" boolean NOT NULL,
	"nisab_usd" numeric(14, 2) NOT NULL,
	"nisab_basis" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zakat_opt_ins" (
	"account" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zakat_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zakat_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"coin_code" text NOT NULL,
	"asset" text NOT NULL,
	"total_amount" numeric(26, 7) NOT NULL,
	"zakat_amount" numeric(26, 7) NOT NULL,
	"zakat_percentage" numeric(7, 4) NOT NULL,
	"year" integer NOT NULL,
	"hijri_year" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"dist_account" text NOT NULL,
	"memo" text NOT NULL,
	"stellar_tx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "zakat_records_account_asset_year" ON "zakat_records" USING btree ("account","asset","hijri_year");
--> statement-breakpoint
CREATE UNIQUE INDEX "zakat_records_tx" ON "zakat_records" USING btree ("stellar_tx_id");
--> statement-breakpoint
CREATE INDEX "zakat_records_account_year" ON "zakat_records" USING btree ("account","year");
--> statement-breakpoint
CREATE TABLE "zakat_year_checks" (
	"account" text NOT NULL,
	"hijri_year" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zakat_year_checks_account_hijri_year_pk" PRIMARY KEY("account","hijri_year")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"account" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"referred" text PRIMARY KEY NOT NULL,
	"referrer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer");
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"level1_share" numeric(7, 4) NOT NULL,
	"level2_share" numeric(7, 4) NOT NULL,
	"level3_share" numeric(7, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_scan" (
	"fee_account" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referral_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fee_payment_id" text NOT NULL,
	"fee_tx_hash" text NOT NULL,
	"referred" text NOT NULL,
	"referrer" text NOT NULL,
	"level" integer NOT NULL,
	"asset" text NOT NULL,
	"coin_code" text NOT NULL,
	"fee_amount" numeric(26, 7) NOT NULL,
	"amount" numeric(26, 7) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout_tx_hash" text,
	"payout_xdr" text,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_payment_level" ON "referral_rewards" USING btree ("fee_payment_id","level");
--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer" ON "referral_rewards" USING btree ("referrer","id");
--> statement-breakpoint
CREATE INDEX "referral_rewards_status" ON "referral_rewards" USING btree ("status");

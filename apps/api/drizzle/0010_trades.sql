CREATE TABLE "trades" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"status" text DEFAULT 'pending_user_transfer' NOT NULL,
	"ad_id" bigint NOT NULL,
	"account" text NOT NULL,
	"ad_owner" text NOT NULL,
	"buyer" text NOT NULL,
	"seller" text NOT NULL,
	"asset_code" text NOT NULL,
	"asset_issuer" text DEFAULT '' NOT NULL,
	"crypto_amount_to_buyer" bigint NOT NULL,
	"crypto_amount_from_seller" bigint NOT NULL,
	"seller_fee" bigint NOT NULL,
	"fiat_trade_amount" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"coin_usd_rate" numeric(30, 12) NOT NULL,
	"payment_method" text NOT NULL,
	"time_frame" integer NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account_number" text DEFAULT '' NOT NULL,
	"bank_account_title" text DEFAULT '' NOT NULL,
	"payoneer_email" text DEFAULT '' NOT NULL,
	"skrill_email" text DEFAULT '' NOT NULL,
	"seller_stellar_memo" text NOT NULL,
	"escrow_account_id" text,
	"dispute_state" text DEFAULT 'none' NOT NULL,
	"dispute_opened_by" text,
	"dispute_reason" text,
	"dispute_winner" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escrow_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escrow_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"account_id" text NOT NULL,
	"payer" text NOT NULL,
	"payee" text NOT NULL,
	"fee_destination" text NOT NULL,
	"asset_code" text NOT NULL,
	"asset_issuer" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"start_sequence" bigint,
	"status" text DEFAULT 'opening' NOT NULL,
	"setup_hash" text,
	"funding_hash" text,
	"refund_payer_signature" text,
	"release_payee_signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escrow_movements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escrow_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"escrow_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"envelope_xdr" text,
	"status" text DEFAULT 'signed' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "escrow_reconcile_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "escrow_reconcile_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"checked" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "escrow_movements" ADD CONSTRAINT "escrow_movements_escrow_id_escrow_accounts_id_fk" FOREIGN KEY ("escrow_id") REFERENCES "public"."escrow_accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "trades_account_idempotency" ON "trades" USING btree ("account","idempotency_key");
--> statement-breakpoint
CREATE INDEX "trades_buyer" ON "trades" USING btree ("buyer","id");
--> statement-breakpoint
CREATE INDEX "trades_seller" ON "trades" USING btree ("seller","id");
--> statement-breakpoint
CREATE INDEX "trades_ad" ON "trades" USING btree ("ad_id");
--> statement-breakpoint
CREATE INDEX "trades_active" ON "trades" USING btree ("status","id") WHERE "status" NOT IN ('Completed', 'Cancelled', 'Cancelled_With_Holded_Funds');
--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_accounts_reference" ON "escrow_accounts" USING btree ("purpose","reference");
--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_accounts_account" ON "escrow_accounts" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "escrow_accounts_open" ON "escrow_accounts" USING btree ("status","id") WHERE "status" IN ('opening', 'open', 'funded');
--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_movements_kind" ON "escrow_movements" USING btree ("escrow_id","kind");
--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_movements_one_outcome" ON "escrow_movements" USING btree ("escrow_id") WHERE "kind" IN ('release', 'refund');
--> statement-breakpoint
CREATE UNIQUE INDEX "escrow_movements_hash" ON "escrow_movements" USING btree ("hash");

CREATE TABLE "anchor_chains" (
	"chain" text PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"marker_block" bigint NOT NULL,
	"marker_hash" text NOT NULL,
	"cursor" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anchor_tokens" (
	"chain" text NOT NULL,
	"asset_code" text NOT NULL,
	"contract" text NOT NULL,
	"decimals" integer NOT NULL,
	CONSTRAINT "anchor_tokens_chain_asset_code_pk" PRIMARY KEY("chain","asset_code")
);
--> statement-breakpoint
CREATE TABLE "anchor_deposit_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anchor_deposit_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_deposit_addresses_account_chain" ON "anchor_deposit_addresses" USING btree ("account","chain");
--> statement-breakpoint
CREATE INDEX "anchor_deposit_addresses_address" ON "anchor_deposit_addresses" USING btree ("chain","address");
--> statement-breakpoint
CREATE TABLE "anchor_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"account" text NOT NULL,
	"asset_code" text NOT NULL,
	"chain" text,
	"amount_in" bigint,
	"amount_fee" bigint,
	"amount_out" bigint,
	"chain_units" text,
	"btc_value" bigint,
	"from_address" text,
	"to_address" text,
	"external_transaction_id" text,
	"chain_log_index" integer,
	"chain_block" bigint,
	"chain_marker" text,
	"stellar_transaction_id" text,
	"stellar_envelope" text,
	"claimable_balance_id" text,
	"withdraw_memo" text,
	"payout_raw" text,
	"payout_nonce" integer,
	"refunded" boolean DEFAULT false NOT NULL,
	"message" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "anchor_transactions_account" ON "anchor_transactions" USING btree ("account","started_at");
--> statement-breakpoint
CREATE INDEX "anchor_transactions_status" ON "anchor_transactions" USING btree ("status");
--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_transactions_chain_transfer" ON "anchor_transactions" USING btree ("chain","chain_marker","external_transaction_id","chain_log_index") WHERE kind = 'deposit';
--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_transactions_withdraw_memo" ON "anchor_transactions" USING btree ("withdraw_memo");
--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_transactions_token" ON "anchor_transactions" USING btree ("token_hash");
--> statement-breakpoint
CREATE TABLE "anchor_stellar_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_hash" text NOT NULL,
	"receiver" text NOT NULL,
	"sender" text NOT NULL,
	"asset" text NOT NULL,
	"amount" bigint NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"withdrawal_id" text,
	"status" text NOT NULL,
	"refund_amount" bigint DEFAULT 0 NOT NULL,
	"refund_reason" text DEFAULT '' NOT NULL,
	"refund_envelope" text,
	"refund_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "anchor_stellar_payments_status" ON "anchor_stellar_payments" USING btree ("status");
--> statement-breakpoint
CREATE TABLE "anchor_stellar_cursors" (
	"account" text PRIMARY KEY NOT NULL,
	"cursor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anchor_reconciliations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anchor_reconciliations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lines" jsonb NOT NULL,
	"alerts" jsonb NOT NULL
);

CREATE TABLE "market_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "market_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"market_coin_code" text NOT NULL,
	"market_issuer" text DEFAULT '' NOT NULL,
	"to_coin_code" text NOT NULL,
	"to_issuer" text DEFAULT '' NOT NULL,
	"show_on_top" boolean DEFAULT false NOT NULL,
	"order_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swap_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swap_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account" text NOT NULL,
	"trx_id" text NOT NULL,
	"from_asset" text NOT NULL,
	"to_asset" text NOT NULL,
	"from_amount" numeric(26, 7) NOT NULL,
	"to_amount" numeric(26, 7) NOT NULL,
	"fee" numeric(26, 7) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"memo" text NOT NULL,
	"account" text NOT NULL,
	"fee_account" text NOT NULL,
	"asset" text NOT NULL,
	"total_amount" numeric(26, 7) NOT NULL,
	"total_fee" numeric(26, 7) NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"trx_id" text,
	"offer_id" text,
	"refund_amount" numeric(26, 7),
	"refund_trx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "market_pairs_assets" ON "market_pairs" USING btree ("market_coin_code","market_issuer","to_coin_code","to_issuer");--> statement-breakpoint
CREATE UNIQUE INDEX "swap_history_trx" ON "swap_history" USING btree ("trx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_fees_memo" ON "trade_fees" USING btree ("memo");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_fees_trx" ON "trade_fees" USING btree ("trx_id");
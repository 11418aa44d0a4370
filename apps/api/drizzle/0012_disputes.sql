CREATE TABLE "dispute_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"evidence_deadline" timestamp with time zone NOT NULL,
	"winner" text,
	"ruled_by" text,
	"ruled_by_account" text,
	"rule_note" text DEFAULT '' NOT NULL,
	"default_reason" text DEFAULT '' NOT NULL,
	"ruled_at" timestamp with time zone,
	"settlement" text DEFAULT 'none' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_cases_trade" UNIQUE("trade_id"),
	CONSTRAINT "dispute_cases_status" CHECK ("dispute_cases"."status" IN ('open', 'escalated', 'ruled')),
	CONSTRAINT "dispute_cases_winner" CHECK ("dispute_cases"."winner" IS NULL OR "dispute_cases"."winner" IN ('buyer', 'seller'))
);
--> statement-breakpoint
CREATE TABLE "dispute_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dispute_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"admin" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_cases" ADD CONSTRAINT "dispute_cases_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dispute_notes" ADD CONSTRAINT "dispute_notes_trade_id_dispute_cases_trade_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."dispute_cases"("trade_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "dispute_cases_queue" ON "dispute_cases" USING btree ("status","opened_at");
--> statement-breakpoint
CREATE INDEX "dispute_notes_trade" ON "dispute_notes" USING btree ("trade_id","id");

CREATE TABLE "trade_chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"role" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"file_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_chat_messages_role" CHECK ("trade_chat_messages"."role" IN ('buyer', 'seller', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "trade_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"trade_id" bigint NOT NULL,
	"reviewer" text NOT NULL,
	"reviewer_role" text NOT NULL,
	"reviewee" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_reviews_rating" CHECK ("trade_reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "trade_reviews_role" CHECK ("trade_reviews"."reviewer_role" IN ('buyer', 'seller'))
);
--> statement-breakpoint
ALTER TABLE "trade_chat_messages" ADD CONSTRAINT "trade_chat_messages_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "trade_reviews" ADD CONSTRAINT "trade_reviews_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "trade_chat_messages_trade" ON "trade_chat_messages" USING btree ("trade_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "trade_reviews_trade_reviewer" ON "trade_reviews" USING btree ("trade_id","reviewer");
--> statement-breakpoint
CREATE INDEX "trade_reviews_reviewee" ON "trade_reviews" USING btree ("reviewee","id");

CREATE TABLE "checkout_escrow_outcomes" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"decided_by" text NOT NULL,
	"actor" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hash" text,
	"settled_at" timestamp with time zone
);

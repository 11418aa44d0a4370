CREATE TABLE "price_references" (
	"asset_code" text NOT NULL,
	"asset_issuer" text NOT NULL,
	"usd_price" numeric(30, 12) NOT NULL,
	"set_by" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "price_references_asset_code_asset_issuer_pk" PRIMARY KEY("asset_code","asset_issuer")
);
--> statement-breakpoint
CREATE TABLE "price_reference_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"asset_code" text NOT NULL,
	"asset_issuer" text NOT NULL,
	"old_usd_price" numeric(30, 12),
	"new_usd_price" numeric(30, 12) NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_reference_changes_asset" ON "price_reference_changes" USING btree ("asset_code","asset_issuer","id");

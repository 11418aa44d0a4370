ALTER TABLE "escrow_accounts" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "escrow_accounts" ADD COLUMN "funding_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "escrow_accounts_unfunded_payer" ON "escrow_accounts" USING btree ("payer") WHERE "status" IN ('opening', 'open');